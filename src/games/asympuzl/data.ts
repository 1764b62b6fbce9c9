/**
 * The names a puzzle draws from. The paper's example (N = 5) uses its first five shapes and
 * colours; it does not give the rest, which N = 20 needs, so these are Fogplay's: simple figures
 * and colours a board can draw, no name containing another, so a name found in a message is
 * never part of a longer one.
 */
export const SHAPES: readonly string[] = [
  'square', 'triangle', 'rectangle', 'circle', 'pentagon',
  'hexagon', 'octagon', 'star', 'heart', 'diamond', 'oval', 'cross', 'arrow', 'crescent',
  'trapezoid', 'parallelogram', 'heptagon', 'ring', 'chevron', 'bolt',
];

export const COLORS: readonly string[] = [
  'blue', 'red', 'cyan', 'green', 'yellow',
  'orange', 'purple', 'pink', 'brown', 'black', 'white', 'gray', 'magenta', 'lime', 'navy',
  'teal', 'maroon', 'olive', 'gold', 'violet',
];

/** The paper's puzzle sizes are 3, 5, 10 and 20; any size in between plays too. */
export const SIZES = { min: 3, max: 20 } as const;

/**
 * The longest message, in characters. The paper sets no limit (a reply is capped at 4,096
 * tokens); this one is Fogplay's, so that a runaway reply does not fill every later prompt.
 */
export const MAX_MESSAGE_LENGTH = 4000;
