import { describe, expect, it } from 'vitest';
import { CellStore } from './cells';
import { packLayer, unpack } from './text-frame';

describe('packLayer / unpack', () => {
  it('should carry every live cell across as the drawing routine reads them', () => {
    const cells = new CellStore();
    cells.set(0, '60012.50', 8, 0, '#fa3b61', 'left');
    cells.set(1, '0.12345', 200, 0, '#c5cbd3', 'right');
    cells.set(3, '1.23K', 310, 20, '#c5cbd3', 'right'); // slot 2 left empty: drawn as nothing
    const packed = packLayer(cells, '12px sans-serif', 12);
    expect(packed.colors).toEqual(['#fa3b61', '#c5cbd3', '']);
    const back = unpack(structuredClone(packed));
    expect(back.text).toEqual(['60012.50', '0.12345', '', '1.23K']);
    expect(back.color).toEqual(['#fa3b61', '#c5cbd3', '', '#c5cbd3']);
    expect([...back.x]).toEqual([8, 200, 0, 310]);
    expect([...back.y]).toEqual([0, 0, 0, 20]);
    expect([...back.align]).toEqual([0, 1, 0, 1]);
  });

  it('should pack an empty layer', () => {
    const packed = packLayer(new CellStore(), '12px sans-serif', 12);
    expect(unpack(packed).text).toEqual([]);
  });
});
