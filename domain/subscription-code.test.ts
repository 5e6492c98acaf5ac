import { describe, expect, it } from 'vitest';
import { generateSubscriptionCode, SUBSCRIPTION_CODE_PATTERN } from './subscription-code';

describe('generateSubscriptionCode', () => {
  it("is 'SYN-' and 8 uppercase letters or digits", () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateSubscriptionCode()).toMatch(SUBSCRIPTION_CODE_PATTERN);
    }
  });

  it('does not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateSubscriptionCode()));
    expect(codes.size).toBe(2000);
  });

  it('rejects the bytes that would bias the alphabet', () => {
    // 252..255 would make A–D more likely; they must be skipped, not folded.
    const bytes = [255, 254, 253, 252, 0, 1, 2, 35, 36, 251, 10, 25];
    const code = generateSubscriptionCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(code).toBe('SYN-ABC9A9KZ');
  });
});
