import type { DashboardResponse } from '#domain/admin-api';
import type { StockOverviewAnswer } from '#domain/answers';
import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import type { DashboardFigures } from './store';

/**
 * The console's home view in figures: sales (net of refunds) today and this month, a day at a time
 * for the last 30 days, the orders waiting to ship, the payments PayPal still reviews and the units
 * left of each limited product. "Today" is a day in the shop's time zone, Mexico City's: the shop
 * sells from Mexico and its operators work there (docs/operator-console.md).
 */

export { SHOP_TIME_ZONE };

/** Days in the chart: today and the 29 before it. */
export const CHART_DAYS = 30;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day an instant falls on in the shop's time zone: '2026-11-26'. */
export function shopDay(instant: Date): string {
  // en-CA writes dates as ISO does: 2026-11-26.
  return dayFormat.format(instant);
}

/** `day` moved by `days` calendar days ('2026-03-01', -1 → '2026-02-28'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day the figures need: the chart's first, or the month's first when it is earlier. */
export function firstDayNeeded(today: string): string {
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const monthStart = `${today.slice(0, 8)}01`;
  return monthStart < chartStart ? monthStart : chartStart;
}

/** The home view's answer from the database's figures and the stock's overview. */
export function dashboardOf(
  today: string,
  figures: DashboardFigures,
  stock: StockOverviewAnswer['products'],
  /** Invoice (CFDI) requests waiting for their factura (server/invoices/). */
  openInvoiceRequests = 0,
  /** Custom ELY's active subscriptions and their monthly revenue (server/subscriptions/). */
  subscriptions: DashboardResponse['subscriptions'] = { active: 0, mrrCents: 0 },
): DashboardResponse {
  const byDay = new Map(figures.days.map((row) => [row.day, row]));
  const daily = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = addDays(today, index - (CHART_DAYS - 1));
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, netCents: row?.netCents ?? 0 };
  });
  const monthStart = `${today.slice(0, 8)}01`;
  const month = figures.days
    .filter((row) => row.day >= monthStart && row.day <= today)
    .reduce(
      (sum, row) => ({ orders: sum.orders + row.orders, netCents: sum.netCents + row.netCents }),
      { orders: 0, netCents: 0 },
    );
  const todayRow = byDay.get(today);
  return {
    timeZone: SHOP_TIME_ZONE,
    today,
    sales: {
      today: { orders: todayRow?.orders ?? 0, netCents: todayRow?.netCents ?? 0 },
      month,
    },
    toShip: figures.toShip,
    pendingPayments: figures.pendingPayments,
    invoiceRequests: { open: openInvoiceRequests },
    cancellationRequests: figures.cancellationRequests,
    subscriptions,
    stock: stock.map(({ productId, title, available, held, sold }) => ({
      productId,
      title,
      available,
      held,
      sold,
    })),
    daily,
  };
}
