import { describe, expect, it } from 'vitest';
import { WsCode } from '../../src/protocol/messages';
import { parseClientFrame } from './ws-input';

/** The manual ticker request's bad-input rules (spec 001 section 7: a request of type request with type manual). */
describe('manual ticker request frames', () => {
  const frame = (x: unknown) => parseClientFrame(JSON.stringify(x));

  it('should take the one shape, with or without an id', () => {
    expect(frame({ op: 'REQUEST', id: 4, args: [['tickers', { type: 'manual' }]] })).toEqual({ ok: true, command: { op: 'REQUEST', id: 4 } });
    expect(frame({ op: 'REQUEST', args: [['tickers', { type: 'manual' }]] })).toEqual({ ok: true, command: { op: 'REQUEST', id: undefined } });
  });

  it('should refuse any other shape with -8103, echoing the id', () => {
    const bad = [
      { op: 'REQUEST', id: 5, args: [['tickers', { type: 'auto' }]] },
      { op: 'REQUEST', id: 5, args: [['tickers']] },
      { op: 'REQUEST', id: 5, args: [['depth', { type: 'manual' }]] },
      { op: 'REQUEST', id: 5, args: [['tickers', { type: 'manual' }], ['tickers', { type: 'manual' }]] },
      { op: 'REQUEST', id: 5, args: [['tickers', { type: 'manual', extra: 1 }], 'x'] },
      { op: 'REQUEST', id: 5, args: [] },
      { op: 'REQUEST', id: 5, args: 'tickers' },
    ];
    for (const f of bad) expect(frame(f)).toMatchObject({ ok: false, code: WsCode.BAD_REQUEST, id: 5 });
  });
});
