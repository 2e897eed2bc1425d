// How the session asks for rises and falls to be coloured: an update may carry
// `"appearance":{"rise":"red"|"green"}` (in a session's first update and whenever it
// changes), and the page sets it on its root as `data-rise`, which the style's colours
// follow (a fall is the other colour). Until an update says, a rise is red, as in Taiwan.

export const RISE_COLOURS = ["red", "green"];
export const DEFAULT_RISE = "red";

// Sets the rise colour `update` carries on `root`, or the default on a root that has none;
// an update without the member, or with a colour the page does not know, changes nothing.
export const applyAppearance = (root, update) => {
  const rise = update && update.appearance && update.appearance.rise;
  if (RISE_COLOURS.includes(rise)) {
    if (root.dataset.rise !== rise) root.dataset.rise = rise;
  } else if (!RISE_COLOURS.includes(root.dataset.rise)) {
    root.dataset.rise = DEFAULT_RISE;
  }
  return root.dataset.rise;
};
