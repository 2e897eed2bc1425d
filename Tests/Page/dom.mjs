// As much of the DOM as the page's modules use, for `node --test` without a browser:
// elements in a tree, their attributes (with `dataset`, `classList`, `className`, `hidden`
// and the like reflecting them), `style`, text, and the selectors the modules and the tests
// ask for (tags, ids, classes, attributes, descendant and child combinators, lists).

class Node {
  constructor(document) {
    this.ownerDocument = document;
    this.parentNode = null;
    this.childNodes = [];
  }

  get firstChild() {
    return this.childNodes[0] || null;
  }

  get nextSibling() {
    if (!this.parentNode) return null;
    const siblings = this.parentNode.childNodes;
    return siblings[siblings.indexOf(this) + 1] || null;
  }

  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }

  before(...items) {
    const parent = this.parentNode;
    if (!parent) return;
    for (const item of items) parent.insertBefore(this.ownerDocument.node(item), this);
  }

  after(...items) {
    const parent = this.parentNode;
    if (!parent) return;
    const next = this.nextSibling;
    for (const item of items) parent.insertBefore(this.ownerDocument.node(item), next);
  }

  replaceWith(...items) {
    const parent = this.parentNode;
    if (!parent) return;
    const nodes = items.map((item) => this.ownerDocument.node(item));
    let next = this.nextSibling;
    while (nodes.includes(next)) next = next.nextSibling;
    this.remove();
    for (const node of nodes) parent.insertBefore(node, next);
  }
}

class Text extends Node {
  constructor(document, data) {
    super(document);
    this.data = String(data);
  }

  get textContent() {
    return this.data;
  }

  set textContent(text) {
    this.data = String(text);
  }
}

// Properties that read and write the attribute of the same name.
const reflected = ["id", "type", "placeholder", "href", "target", "rel"];

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

class ClassList {
  constructor(element) {
    this.element = element;
  }

  get names() {
    return (this.element.getAttribute("class") || "").split(/\s+/).filter(Boolean);
  }

  set names(names) {
    this.element.setAttribute("class", names.join(" "));
  }

  contains(name) {
    return this.names.includes(name);
  }

  add(...names) {
    this.names = [...new Set([...this.names, ...names])];
  }

  remove(...names) {
    this.names = this.names.filter((name) => !names.includes(name));
  }

  toggle(name, force) {
    const on = force === undefined ? !this.contains(name) : Boolean(force);
    if (on) this.add(name);
    else this.remove(name);
    return on;
  }
}

// Inline style: plain properties (`paddingTop`), and custom properties by `setProperty`.
class Style {
  constructor() {
    this.custom = new Map();
  }

  setProperty(name, value) {
    this.custom.set(name, String(value));
  }

  getPropertyValue(name) {
    return this.custom.get(name) || "";
  }
}

export class Element extends Node {
  constructor(document, tag) {
    super(document);
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.classList = new ClassList(this);
    this.style = new Style();
    this.value = "";
    this.listeners = new Map();
    this.dataset = new Proxy({}, {
      get: (_, name) => typeof name === "string" ? this.getAttribute(`data-${kebab(name)}`) ?? undefined : undefined,
      set: (_, name, value) => { this.setAttribute(`data-${kebab(name)}`, value); return true; },
      deleteProperty: (_, name) => { this.removeAttribute(`data-${kebab(name)}`); return true; },
      has: (_, name) => this.hasAttribute(`data-${kebab(name)}`),
    });
    for (const name of reflected) {
      Object.defineProperty(this, name, {
        get: () => this.getAttribute(name) ?? "",
        set: (value) => this.setAttribute(name, value),
      });
    }
  }

  get className() {
    return this.getAttribute("class") || "";
  }

  set className(name) {
    this.setAttribute("class", name);
  }

  get hidden() {
    return this.hasAttribute("hidden");
  }

  set hidden(hidden) {
    if (hidden) this.setAttribute("hidden", "");
    else this.removeAttribute("hidden");
  }

  get children() {
    return this.childNodes.filter((node) => node instanceof Element);
  }

  get textContent() {
    return this.childNodes.map((node) => node.textContent).join("");
  }

  set textContent(text) {
    this.replaceChildren(...(text === "" ? [] : [String(text)]));
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  hasAttribute(name) {
    return this.attributes.has(name);
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  insertBefore(node, reference) {
    if (reference !== null && reference.parentNode !== this) throw new Error("insertBefore: the reference is not a child");
    for (let up = this; up; up = up.parentNode) {
      if (up === node) throw new Error("insertBefore: a node cannot hold itself");
    }
    node.remove();
    const at = reference === null ? this.childNodes.length : this.childNodes.indexOf(reference);
    this.childNodes.splice(at, 0, node);
    node.parentNode = this;
    return node;
  }

  append(...items) {
    for (const item of items) this.insertBefore(this.ownerDocument.node(item), null);
  }

  replaceChildren(...items) {
    const nodes = items.map((item) => this.ownerDocument.node(item));
    for (const child of [...this.childNodes]) child.remove();
    for (const node of nodes) this.insertBefore(node, null);
  }

  cloneNode(deep) {
    const copy = new Element(this.ownerDocument, this.tagName);
    for (const [name, value] of this.attributes) copy.setAttribute(name, value);
    if (deep) {
      for (const child of this.childNodes) {
        copy.append(child instanceof Element ? child.cloneNode(true) : child.textContent);
      }
    }
    return copy;
  }

  matches(selector) {
    return parse(selector).some((chain) => matchesChain(this, chain));
  }

  closest(selector) {
    for (let node = this; node instanceof Element; node = node.parentNode) {
      if (node.matches(selector)) return node;
    }
    return null;
  }

  querySelectorAll(selector) {
    const found = [];
    const visit = (node) => {
      for (const child of node.children) {
        if (child.matches(selector)) found.push(child);
        visit(child);
      }
    };
    visit(this);
    return found;
  }

  querySelector(selector) {
    return this.querySelectorAll(selector)[0] || null;
  }

  focus() {
    this.ownerDocument.activeElement = this;
  }

  addEventListener(type, listener) {
    this.listeners.set(type, [...(this.listeners.get(type) || []), listener]);
  }

  // Calls the listeners of the event's type on this element and those it is inside of.
  dispatchEvent(event) {
    event.target = event.target || this;
    for (let node = this; node instanceof Element; node = node.parentNode) {
      for (const listener of node.listeners.get(event.type) || []) listener(event);
    }
    return true;
  }

  click() {
    this.dispatchEvent({ type: "click" });
  }
}

// A selector as a list of chains, each the compound selectors from the rightmost, with the
// combinator that joins each to the one on its left (the next in the chain).
const parse = (selector) => selector.split(",").map((part) => {
  const steps = [];
  let combinator = " ";
  for (const token of part.trim().replace(/\s*>\s*/g, " > ").split(/\s+/)) {
    if (token === ">") {
      combinator = ">";
    } else {
      steps.push({ compound: compound(token), joins: combinator });
      combinator = " ";
    }
  }
  return steps.reverse();
});

const compound = (token) => {
  const parts = { tag: null, id: null, classes: [], attributes: [] };
  for (const match of token.matchAll(/([#.]?)([\w-]+)|\[([\w-]+)(?:="?([^\]"]*)"?)?\]|(\*)/g)) {
    if (match[3]) parts.attributes.push({ name: match[3], value: match[4] });
    else if (match[1] === "#") parts.id = match[2];
    else if (match[1] === ".") parts.classes.push(match[2]);
    else if (match[2]) parts.tag = match[2].toUpperCase();
  }
  return parts;
};

const matchesCompound = (element, parts) =>
  (!parts.tag || element.tagName === parts.tag)
  && (!parts.id || element.getAttribute("id") === parts.id)
  && parts.classes.every((name) => element.classList.contains(name))
  && parts.attributes.every(({ name, value }) =>
    element.hasAttribute(name) && (value === undefined || element.getAttribute(name) === value));

const matchesChain = (element, chain, at = 0) => {
  if (!matchesCompound(element, chain[at].compound)) return false;
  if (at + 1 === chain.length) return true;
  const parent = element.parentNode instanceof Element ? element.parentNode : null;
  if (chain[at].joins === ">") return parent !== null && matchesChain(parent, chain, at + 1);
  for (let up = parent; up; up = up.parentNode instanceof Element ? up.parentNode : null) {
    if (matchesChain(up, chain, at + 1)) return true;
  }
  return false;
};

export class Document {
  constructor() {
    this.activeElement = null;
    this.body = this.createElement("body");
  }

  createElement(tag) {
    return new Element(this, tag);
  }

  createTextNode(text) {
    return new Text(this, text);
  }

  // A node as `append` takes it: a string becomes text.
  node(item) {
    return item instanceof Node ? item : this.createTextNode(item);
  }

  getElementById(id) {
    return this.body.getAttribute("id") === id ? this.body : this.body.querySelector(`#${id}`);
  }

  querySelector(selector) {
    return this.body.matches(selector) ? this.body : this.body.querySelector(selector);
  }
}

// A new document, made the global one that the page's modules create their elements in.
export const installDocument = () => {
  const document = new Document();
  globalThis.document = document;
  return document;
};

// Builds elements from a nested description: `h("li", { class: "row" }, "text", child)`.
export const h = (tag, attributes = {}, ...children) => {
  const element = globalThis.document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, "");
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
};
