/**
 * The depth chart's layout in its canvas host: the plot (the scene of src/render/depth-scene.ts)
 * fills the width and all the height but the price axis strip under it. Kept apart from the
 * Pixi layers so tests in Node can place the pointer without loading Pixi.
 */

/** Height of the price axis strip under the plot, CSS px. */
export const DEPTH_AXIS_PX = 22;
