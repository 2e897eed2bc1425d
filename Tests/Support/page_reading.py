"""What the page of `serve` shows, read from its DOM in the browser, and what an update says
it should show, in one form to compare: each row as its id and the texts of its cells in
order, each control as its kind, label, value, availability and message, in the order drawn.

The page draws a row's cells as elements of class `cell` (a list's lines and a table's
cells alike), a change with an arrow (`.arrow`) that is no part of the cell's text; a
control as a native input: a text field, a checkbox, a group of radio buttons or a list box,
a button. Nothing here knows a screen.
"""

# Reads the rows and the controls from the page, in document order. A control's value is
# what its input holds; its availability `disabled` (`disabled` and `aria-disabled` both),
# `readOnly` (`readonly`, or `aria-readonly` on a toggle or a choice) or `enabled` from the
# input's own attributes.
READ_PAGE = r"""
const text = (node) => {
  const copy = node.cloneNode(true);
  copy.querySelectorAll('.arrow').forEach((arrow) => arrow.remove());
  return copy.textContent;
};
const sent = (node) => node && node.dataset.event ? JSON.parse(node.dataset.event) : null;
const rows = Array.from(document.querySelectorAll('#rows > [data-row-id]')).map((row) => ({
  id: row.dataset.rowId, cells: Array.from(row.querySelectorAll('.cell')).map(text),
  action: sent(row.querySelector('.row-button')),
  actions: Array.from(row.querySelectorAll('.row-action')).map((button) => [button.textContent, sent(button)]),
}));
// Disabled natively and for a screen reader alike, or the two disagree, which no update says.
const availability = (input) => {
  const disabled = input.disabled;
  if (disabled !== (input.getAttribute('aria-disabled') === 'true')) return 'disabled for one reader only';
  if (disabled) return 'disabled';
  return input.readOnly || input.getAttribute('aria-readonly') === 'true' ? 'readOnly' : 'enabled';
};
const said = (node) => node && !node.hidden && node.textContent ? node.textContent : null;
const controls = [];
const search = document.querySelector('label.search');
const inputs = Array.from(document.querySelectorAll(
  '#buttons .control, #buttons fieldset.choice, label.search input[type=search]'))
  .filter((node) => !(search.hidden && node.type === 'search'));
for (const node of inputs) {
  if (node.type === 'search') {
    controls.push({ kind: 'textField', label: node.getAttribute('aria-label'), value: node.value,
                    availability: availability(node), message: said(document.getElementById('search-message')) });
  } else if (node.tagName === 'BUTTON') {
    controls.push({ kind: 'button', label: node.textContent, value: null, availability: availability(node),
                    message: null });
  } else if (node.tagName === 'FIELDSET') {
    const chosen = node.querySelector('input[type=radio]:checked');
    const radios = Array.from(node.querySelectorAll('input[type=radio]'));
    controls.push({ kind: 'choice', label: node.querySelector('legend').textContent,
                    value: chosen ? chosen.value : null,
                    availability: availability(node), message: said(node.querySelector('.message')),
                    options: radios.map((radio) => radio.value) });
  } else if (node.tagName === 'DIV') {
    const input = node.querySelector('input, select');
    const label = node.querySelector('label.label').textContent;
    const message = said(node.querySelector('.message'));
    if (input.tagName === 'SELECT') {
      controls.push({ kind: 'choice', label, value: input.value || null, availability: availability(input),
                      message, options: Array.from(input.options).map((option) => option.value) });
    } else if (input.type === 'checkbox') {
      controls.push({ kind: 'toggle', label, value: input.checked, availability: availability(input), message });
    } else {
      controls.push({ kind: 'textField', label, value: input.value, availability: availability(input), message });
    }
  }
}
return { seq: window.stockScreens.seq, screen: window.stockScreens.screen, rows, controls,
         window: window.stockScreens.window, count: window.stockScreens.count,
         title: document.getElementById('title').textContent };
"""


def read_page(browser):
    """The page's rows and controls, as the DOM holds them now."""
    return browser.execute_script(READ_PAGE)


def cell_text(cell):
    return cell if isinstance(cell, str) else str(cell.get("text", ""))


def linked(row):
    """Whether a cell of `row` carries a link the page opens (the web, mail, the telephone):
    the link then performs the row's action, and no button sends it."""
    return any(isinstance(cell, dict) and str(cell.get("link", "")).lower().startswith(("http:", "https:", "mailto:", "tel:"))
               for cell in row.get("cells") or [])


def expected_rows(rows):
    """The rows of an update (row objects, in order) as the page should draw them: each
    with its cells' texts, the event its button sends, and its further actions' labels and
    events."""
    return [{"id": row["id"], "cells": [cell_text(cell) for cell in (row.get("cells") or [row.get("text", "")])],
             "action": None if linked(row) else row.get("action"),
             "actions": [[action["label"], action["event"]] for action in row.get("actions") or []]}
            for row in rows]


def expected_controls(controls):
    """The controls of an update as the page should draw them: in their order, the rows'
    end (which is no control a person sees) left out."""
    drawn = []
    for control in controls or []:
        kind = control["kind"]
        if kind == "endOfRows":
            continue
        availability = "readOnly" if control.get("readOnly") else (
            "disabled" if control.get("enabled") is False else "enabled")
        entry = {"kind": kind, "label": control["label"], "availability": availability,
                 "message": control.get("message") or None}
        if kind == "textField":
            entry["value"] = control.get("value", "")
        elif kind == "toggle":
            entry["value"] = bool(control.get("on"))
        elif kind == "choice":
            entry["value"] = control.get("selected")
            entry["options"] = [option["token"] for option in control.get("options", [])]
        else:
            entry["value"] = None
        drawn.append(entry)
    return drawn


def differences(page, rows, controls, title=None):
    """What the page shows that `rows` and `controls` (an update's) do not say, or the other
    way round; empty when they agree."""
    found = []
    want_rows = expected_rows(rows)
    if page["rows"] != want_rows:
        for index, (shown, want) in enumerate(zip(page["rows"], want_rows)):
            if shown != want:
                found.append(f"row {index}: the page shows {shown}, the update {want}")
                break
        if len(page["rows"]) != len(want_rows):
            found.append(f"the page shows {len(page['rows'])} rows, the update {len(want_rows)}")
    want_controls = expected_controls(controls)
    if page["controls"] != want_controls:
        found.append(f"controls: the page shows {page['controls']}, the update {want_controls}")
    if title is not None and page["title"] != title:
        found.append(f"title: the page shows {page['title']!r}, the update {title!r}")
    return found
