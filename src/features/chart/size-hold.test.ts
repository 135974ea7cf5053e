import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SizeHold, stretchOf } from './size-hold';

describe('stretchOf', () => {
  it('scales a plot drawn at one size to the box it now has, each way', () => {
    expect(stretchOf({ width: 600, height: 400 }, { width: 450, height: 500 })).toEqual({ x: 0.75, y: 1.25 });
  });
  it('leaves a way unscaled when either size is empty (a hidden module)', () => {
    expect(stretchOf({ width: 0, height: 400 }, { width: 450, height: 200 })).toEqual({ x: 1, y: 0.5 });
    expect(stretchOf({ width: 600, height: 400 }, { width: 600, height: 0 })).toEqual({ x: 1, y: 1 });
  });
});

/** A host with two stacked children (the price pane and one lower pane), as the chart has. */
function fakeHost() {
  const child = (offsetTop: number) => ({ offsetTop, style: { transform: '', transformOrigin: '', width: '' } });
  return { clientWidth: 600, clientHeight: 400, children: [child(0), child(300)] };
}

describe('SizeHold', () => {
  let frames: (() => void)[] = [];
  const nextFrame = () => {
    const run = frames;
    frames = [];
    for (const f of run) f();
  };
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  function setup() {
    const host = fakeHost();
    let held = false;
    const applied: string[] = [];
    const hold = new SizeHold(host as unknown as HTMLElement, () => applied.push(`${host.clientWidth}x${host.clientHeight}`), () => held);
    return { host, hold, applied, hold_: (on: boolean) => (held = on) };
  }

  it('applies each size at once while nothing holds it, and not the same size twice', () => {
    const { host, hold, applied } = setup();
    hold.resized({ width: 600, height: 400 });
    host.clientWidth = 500;
    hold.resized({ width: 500, height: 400 });
    hold.resized({ width: 500, height: 400 });
    expect(applied).toEqual(['600x400', '500x400']);
  });

  it('stretches the drawing while held, and resizes once, two frames after the release', () => {
    const { host, hold, applied, hold_ } = setup();
    hold.resized({ width: 600, height: 400 });
    hold_(true);
    host.clientWidth = 450;
    hold.resized({ width: 450, height: 400 });
    host.clientWidth = 300;
    host.clientHeight = 500;
    hold.resized({ width: 300, height: 500 });
    expect(applied).toEqual(['600x400']);
    // each pane keeps the width it was drawn at (else its contained box clips the canvas), scaled about the host's corner
    expect(host.children[1].style).toEqual({ transform: 'scale(0.5, 1.25)', transformOrigin: '0 -300px', width: '600px' });
    hold_(false);
    hold.release();
    nextFrame();
    // the grid's final placement reports in the first frame: still stretched, not applied
    hold.resized({ width: 300, height: 500 });
    expect(applied).toEqual(['600x400']);
    nextFrame();
    expect(applied).toEqual(['600x400', '300x500']);
    expect(host.children[0].style).toEqual({ transform: '', transformOrigin: '', width: '' });
  });

  it('only takes the stretch off when the gesture ends at the size it was drawn at', () => {
    const { host, hold, applied, hold_ } = setup();
    hold.resized({ width: 600, height: 400 });
    hold_(true);
    hold.resized({ width: 450, height: 400 });
    hold.resized({ width: 600, height: 400 });
    hold_(false);
    hold.release();
    nextFrame();
    nextFrame();
    expect(applied).toEqual(['600x400']);
    expect(host.children[1].style.transform).toBe('');
  });

  it('leaves the resize to the next release when another gesture starts before it lands', () => {
    const { host, hold, applied, hold_ } = setup();
    hold.resized({ width: 600, height: 400 });
    hold_(true);
    host.clientWidth = 450;
    hold.resized({ width: 450, height: 400 });
    hold_(false);
    hold.release();
    nextFrame();
    hold_(true);
    nextFrame();
    expect(applied).toEqual(['600x400']);
    hold_(false);
    hold.release();
    nextFrame();
    nextFrame();
    expect(applied).toEqual(['600x400', '450x400']);
  });
});
