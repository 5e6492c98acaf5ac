import { describe, expect, it } from 'vitest';
import { addDays, dashboardOf, firstDayNeeded, SHOP_TIME_ZONE, shopDay } from './dashboard';

describe("the dashboard's days", () => {
  it("counts days in Mexico City's time (UTC−6), not the server's", () => {
    expect(SHOP_TIME_ZONE).toBe('America/Mexico_City');
    expect(shopDay(new Date('2026-11-26T05:59:59Z'))).toBe('2026-11-25');
    expect(shopDay(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-26');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("reads from the chart's first day, or the month's when it is earlier", () => {
    expect(firstDayNeeded('2026-11-26')).toBe('2026-10-28');
    expect(firstDayNeeded('2026-03-31')).toBe('2026-03-01');
  });

  it('fills the 30 days with zeros, sums the month, and takes today from its day', () => {
    const answer = dashboardOf(
      '2026-11-02',
      {
        days: [
          { day: '2026-10-04', orders: 1, netCents: 500 },
          { day: '2026-10-31', orders: 2, netCents: 78_200 },
          { day: '2026-11-01', orders: 1, netCents: 29_100 },
          { day: '2026-11-02', orders: 3, netCents: 100 },
        ],
        toShip: { orders: 4 },
        pendingPayments: { orders: 1, totalCents: 39_100 },
        cancellationRequests: { orders: 2 },
      },
      [{ productId: 'octahedron', title: 'Octahedron', available: 7, held: 1, sold: 2 }],
    );
    expect(answer.today).toBe('2026-11-02');
    expect(answer.sales).toEqual({
      today: { orders: 3, netCents: 100 },
      month: { orders: 4, netCents: 29_200 },
    });
    expect(answer.daily).toHaveLength(30);
    expect(answer.daily[0]).toEqual({ day: '2026-10-04', orders: 1, netCents: 500 });
    expect(answer.daily[1]).toEqual({ day: '2026-10-05', orders: 0, netCents: 0 });
    expect(answer.daily.at(-1)).toEqual({ day: '2026-11-02', orders: 3, netCents: 100 });
    expect(answer.toShip).toEqual({ orders: 4 });
    expect(answer.cancellationRequests).toEqual({ orders: 2 });
    expect(answer.stock).toEqual([
      { productId: 'octahedron', title: 'Octahedron', available: 7, held: 1, sold: 2 },
    ]);
  });
});
