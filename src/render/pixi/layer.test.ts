import { describe, expect, it, vi } from 'vitest';
import { layerBase } from './layer';

describe('layerBase', () => {
  it('should keep its own visibility where it has no view (an off-thread layer)', () => {
    const cleanUp = vi.fn();
    const layer = layerBase(undefined, cleanUp);
    expect(layer.visible).toBe(true);
    layer.visible = false;
    expect(layer.visible).toBe(false);
    layer.destroy();
    expect(cleanUp).toHaveBeenCalledTimes(1);
    layer.destroy(); // a second destroy does nothing
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('should keep the visibility on its view, and clean up before destroying it', () => {
    const order: string[] = [];
    const view = { visible: true, destroy: () => order.push('view') };
    const layer = layerBase(view, () => order.push('clean-up'));
    layer.visible = false;
    expect(view.visible).toBe(false);
    view.visible = true;
    expect(layer.visible).toBe(true);
    layer.destroy();
    expect(order).toEqual(['clean-up', 'view']);
  });
});
