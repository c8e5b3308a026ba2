import { useId } from "react";

import { formatRupees } from "~/lib/money";

import type { SalesDay } from "./dashboard-view";
import { formatShortDay, formatWeekday } from "~/lib/india-time";

const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Gridline values in paise: a round step (1, 2, 2.5 or 5 times a power of ten rupees) and as many lines as
 * reach the best day, at most `lines` above zero.
 */
export function axisTicks(maxPaise: number, lines = 4): number[] {
  const maxRupees = Math.max(maxPaise / 100, 1_000);
  const rough = maxRupees / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const count = Math.max(1, Math.ceil(maxRupees / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 100));
}

const plotTop = 10;
const plotHeight = 220;
const height = plotTop + plotHeight + 26;
const gutter = 56;
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Revenue per day as bars, drawn by hand. The plot's x positions are percentages, so the bars stretch to
 * any width while the text keeps its size; the ₹ axis sits in a narrow svg of its own beside it. Screen
 * readers get the title, a summary and a table of every day.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const id = useId();
  const ticks = axisTicks(Math.max(0, ...days.map((day) => day.revenuePaise)));
  const ceiling = ticks[ticks.length - 1]!;
  const y = (paise: number) => plotTop + plotHeight - (paise / ceiling) * plotHeight;
  const slot = 100 / Math.max(days.length, 1);
  const total = days.reduce((sum, day) => sum + day.revenuePaise, 0);
  const orderCount = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<SalesDay | null>(
    (found, day) => (day.revenuePaise > (found?.revenuePaise ?? 0) ? day : found),
    null,
  );
  const first = days[0];
  const last = days[days.length - 1];
  const range = first && last ? `${formatShortDay(first.date)} to ${formatShortDay(last.date)}` : "";
  const summary =
    orderCount === 0
      ? "No sales in these 30 days."
      : `${formatRupees(total)} from ${orderCount} ${orderCount === 1 ? "order" : "orders"}, cancelled orders left out.` +
        (best ? ` Best day: ${formatShortDay(best.date)}, ${formatRupees(best.revenuePaise)}.` : "");

  return (
    <figure>
      <div className="flex">
        <svg width={gutter} height={height} aria-hidden="true" className="shrink-0 text-slate-600">
          {ticks.map((tick) => (
            <text
              key={tick}
              x={gutter - 8}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-current text-[11px]"
            >
              {compactRupees.format(tick / 100)}
            </text>
          ))}
        </svg>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width="100%"
          height={height}
          className="min-w-0 flex-1 overflow-visible"
        >
          <title id={`${id}-title`}>{`Sales per day, ${range}`}</title>
          <desc id={`${id}-desc`}>{`${summary} The table after the chart lists every day.`}</desc>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100%"
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-slate-400" : "stroke-slate-200"}
              strokeWidth={1}
              shapeRendering="crispEdges"
            />
          ))}
          {days.map((day, index) => {
            const barTop = y(day.revenuePaise);
            const isLast = index === days.length - 1;
            return day.revenuePaise > 0 ? (
              <rect
                key={day.date}
                x={`${round(index * slot + slot * 0.18)}%`}
                width={`${round(slot * 0.64)}%`}
                y={barTop}
                height={Math.max(plotTop + plotHeight - barTop, 1)}
                rx={2}
                className={isLast ? "fill-brand-700" : "fill-brand-500"}
              >
                <title>{`${formatWeekday(day.date)}: ${formatRupees(day.revenuePaise)}, ${day.orders} ${day.orders === 1 ? "order" : "orders"}`}</title>
              </rect>
            ) : null;
          })}
          {days.map((day, index) => {
            // Every seventh day counted back from today, so the last label is always today.
            if ((days.length - 1 - index) % 7 !== 0) return null;
            const centre = index * slot + slot / 2;
            const anchor = centre < 6 ? "start" : centre > 94 ? "end" : "middle";
            const x = anchor === "start" ? 0 : anchor === "end" ? 100 : centre;
            return (
              <text
                key={day.date}
                x={`${round(x)}%`}
                y={plotTop + plotHeight + 18}
                textAnchor={anchor}
                className="fill-slate-600 text-[11px]"
              >
                {index === days.length - 1 ? "Today" : formatShortDay(day.date)}
              </text>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{summary}</figcaption>
      <table className="sr-only">
        <caption>Sales per day, {range}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatWeekday(day.date)}</th>
              <td>{day.orders}</td>
              <td>{formatRupees(day.revenuePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
