/**
 * The company's calendar: Mexico City's time zone (GMT-6, no daylight saving since 2022). Days the
 * shop speaks of (the dashboard's "today", the invoice window, the dates in emails and on the
 * order page) are its days. Pure data: imports nothing.
 */
export const SHOP_TIME_ZONE = 'America/Mexico_City';
