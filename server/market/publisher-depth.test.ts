import { describe, expect, it } from 'vitest';
import { bookChecksum } from '../../src/core/checksum';
import { DepthStream, diffSide, groupSide } from './publisher-depth';

describe('depth grouping', () => {
  const bids: Array<[number, number]> = [[1009, 1], [1005, 2], [1000, 3], [999, 4], [990, 5]];
  const asks: Array<[number, number]> = [[1011, 1], [1015, 2], [1020, 3], [1021, 4]];

  it('should floor bids and ceil asks to the step and sum sizes', () => {
    expect(groupSide({ levels: bids, complete: true }, 10, true)).toEqual([1000, 6, 990, 9]);
    expect(groupSide({ levels: asks, complete: true }, 10, false)).toEqual([1020, 6, 1030, 4]);
    expect(groupSide({ levels: bids, complete: true }, 1, true)).toEqual(bids.flat());
  });

  it('should leave out the last group when the read may have cut it', () => {
    expect(groupSide({ levels: bids, complete: false }, 10, true)).toEqual([1000, 6]);
    expect(groupSide({ levels: bids.slice(0, 2), complete: false }, 100, true)).toEqual([]);
  });

  it('should stop at the window with every group complete', () => {
    expect(groupSide({ levels: bids, complete: false }, 1, true, 2)).toEqual([1009, 1, 1005, 2]);
    expect(groupSide({ levels: asks, complete: false }, 10, false, 1)).toEqual([1020, 6]);
  });
});

describe('depth diff', () => {
  it('should send new and resized levels with their size and vanished ones with 0, best first', () => {
    expect(diffSide([100, 1, 99, 2, 97, 3], [101, 5, 100, 1, 99, 4, 98, 1], true)).toEqual([101, 5, 99, 4, 98, 1, 97, 0]);
    expect(diffSide([10, 1, 11, 2], [11, 2, 12, 3], false)).toEqual([10, 0, 12, 3]);
    expect(diffSide([10, 1], [10, 1], false)).toEqual([]);
    expect(diffSide([], [10, 1], false)).toEqual([10, 1]);
    expect(diffSide([10, 1], [], true)).toEqual([10, 0]);
  });

  it('should count seq only for messages that change something', () => {
    const s = new DepthStream('BTC_USDT', 2, 1, 2, 6);
    s.init([100, 1], [101, 1]);
    expect(s.snapshot(5)).toMatchObject({ seq: 1, bids: [100, 1], asks: [101, 1], checksum: bookChecksum([100, 1], [101, 1]) });
    expect(s.advance([100, 1], [101, 1], 6)).toBeUndefined();
    expect(s.advance([100, 2], [101, 1], 7)).toMatchObject({ type: 'update', seq: 2, bids: [100, 2], asks: [], checksum: bookChecksum([100, 2], [101, 1]) });
  });
});
