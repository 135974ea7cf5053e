/**
 * When the crosshair legend follows the hovered candle. At rest, in the next frame. While a
 * drag or a pinch pans the view (the pointer held), the candles slide under the crosshair in
 * every frame of the pan, and each write lays out and paints the legends of the price pane and
 * the lower panes: in the pan benchmark (bench/chart.ts, 4x throttle) a write per frame drew
 * 50.5-53 fps and 10-17 long tasks, none while held 55-57 fps and 6-7 (docs/decisions.md,
 * session 21). Held, the legend follows at most every DRAG_LEGEND_MS, the newest candle last;
 * figures sliding past faster than that cannot be read anyway.
 */
import { pacedRepaint } from '../../render/paced';

/** Least time between two legend writes while the pointer holds the view (about 7 a second). */
export const DRAG_LEGEND_MS = 150;

export class HoverLegend {
  private moves = 0;
  private readonly paced: ReturnType<typeof pacedRepaint>;

  /**
   * @param write asks for the legend of the hovered candle in the next frame
   * @param now the clock the pace is kept by
   */
  constructor(
    private readonly write: () => void,
    private readonly now: () => number = () => performance.now(),
    minMs = DRAG_LEGEND_MS,
  ) {
    this.paced = pacedRepaint(minMs, () => this.due());
  }

  /** The hovered candle changed; `held`: a drag or a pinch is moving the view. */
  moved(held: boolean): void {
    this.moves++;
    // paced: the write of the newest move comes from the pace's timer (due)
    if (held && this.paced.pace.take(this.moves, this.now()) !== this.moves) return;
    this.write();
  }

  dispose(): void {
    this.paced.dispose();
  }

  private due(): void {
    this.paced.pace.take(this.moves, this.now());
    this.write();
  }
}
