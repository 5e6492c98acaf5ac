import { describe, expect, it } from 'vitest';
import {
  findCarrier,
  KNOWN_CARRIERS,
  normaliseTrackingNumber,
  TRACKING_NUMBER_PATTERN,
} from './carriers';

describe('carriers', () => {
  it('finds a known carrier by name in any case, and no other', () => {
    expect(findCarrier('  fedex ')?.name).toBe('FedEx');
    expect(findCarrier('Estafeta')).toBeUndefined();
  });

  it("links each known carrier's own https tracking page, the number encoded", () => {
    for (const carrier of KNOWN_CARRIERS) {
      const url = new URL(carrier.trackingUrl('AB 12&3'));
      expect(url.protocol, carrier.name).toBe('https:');
      expect(url.href, carrier.name).toContain('AB%2012%263');
    }
  });

  it('stores tracking numbers without spaces, in capitals, and checks their characters', () => {
    expect(normaliseTrackingNumber(' 1z 999 aa1\t0123456784 ')).toBe('1Z999AA10123456784');
    for (const good of ['1Z999AA10123456784', '8055-1234-5678', 'ML1234']) {
      expect(TRACKING_NUMBER_PATTERN.test(good), good).toBe(true);
    }
    for (const bad of ['12345', '-12345', '12345-', 'AB<12>CD', 'A'.repeat(41), 'ÄBC123']) {
      expect(TRACKING_NUMBER_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
