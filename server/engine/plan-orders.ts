import type { OrderNode } from './book';

/**
 * The untriggered plan orders (trigger and stop) of one pair, kept so that checking them after
 * a trade costs O(1) when nothing is due: two arrays sorted so the next order to fire is last.
 *
 * - rising (tradeSide 1, fires when last >= trigger): by trigger descending, then seq
 *   descending, so the lowest trigger (earliest placed among equals) is last;
 * - falling (tradeSide 2, fires when last <= trigger): by trigger ascending, then seq
 *   descending, so the highest trigger is last.
 *
 * Plan orders are far rarer than plain ones, so inserting with a splice is fine.
 */
export class TriggerBook {
  private readonly rising: OrderNode[] = [];
  private readonly falling: OrderNode[] = [];

  get size(): number {
    return this.rising.length + this.falling.length;
  }

  add(node: OrderNode): void {
    const list = this.listOf(node);
    list.splice(this.find(list, node), 0, node);
  }

  remove(node: OrderNode): void {
    const list = this.listOf(node);
    const i = this.find(list, node);
    if (list[i] !== node) throw new Error(`plan order ${node.order.orderId} not in its trigger list`);
    list.splice(i, 1);
  }

  /** Takes out and returns the next plan order due at `last`, or undefined. */
  takeDue(last: number): OrderNode | undefined {
    // Length checks first: reading past the end of an array is slow in V8, and this runs after
    // every trade.
    const r = this.rising.length > 0 ? this.rising[this.rising.length - 1] : undefined;
    const f = this.falling.length > 0 ? this.falling[this.falling.length - 1] : undefined;
    const rDue = r !== undefined && last >= r.order.triggerPrice;
    const fDue = f !== undefined && last <= f.order.triggerPrice;
    if (rDue && (!fDue || r.order.seq < f!.order.seq)) return this.rising.pop();
    if (fDue) return this.falling.pop();
    return undefined;
  }

  /** True when the order would fire at once at `last`. */
  static isDue(node: OrderNode, last: number | undefined): boolean {
    if (last === undefined) return false;
    const o = node.order;
    return o.tradeSide === 1 ? last >= o.triggerPrice : last <= o.triggerPrice;
  }

  private listOf(node: OrderNode): OrderNode[] {
    return node.order.tradeSide === 1 ? this.rising : this.falling;
  }

  /** Index of `node`'s place: the first element that sorts at or after it. */
  private find(list: OrderNode[], node: OrderNode): number {
    const rising = node.order.tradeSide === 1;
    const t = node.order.triggerPrice;
    const seq = node.order.seq;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const o = list[mid].order;
      const before = o.triggerPrice === t ? o.seq > seq : rising ? o.triggerPrice > t : o.triggerPrice < t;
      if (before) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
