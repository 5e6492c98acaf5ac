import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paypalJson, rawMember } from './raw-json';

describe("PayPal's bytes", () => {
  it('escapes every character beyond ASCII and every slash, and still means the same', () => {
    const event = { name: 'José Álvarez', href: 'https://x.example/v1/a', amount: '1.0' };
    const text = paypalJson(event);
    expect(text).toBe(
      '{"name":"Jos\\u00e9 \\u00c1lvarez","href":"https:\\/\\/x.example\\/v1\\/a","amount":"1.0"}',
    );
    expect(JSON.parse(text)).toEqual(event);
    expect(JSON.stringify(JSON.parse(text))).not.toBe(text);
  });

  it('finds a member as written, whatever surrounds it', () => {
    const body =
      '{ "a": [1, {"webhook_event": 2}], "webhook_event" : {"x":"\\u00e9\\/","y":1.0} ,"z":"}"}';
    expect(rawMember(body, 'webhook_event')).toBe('{"x":"\\u00e9\\/","y":1.0}');
    expect(rawMember(body, 'z')).toBe('"}"');
    expect(rawMember(body, 'missing')).toBeNull();
    expect(rawMember('[1]', 'a')).toBeNull();
  });

  it('gives back text that parses to the member, for any object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (rest, value) => {
        const body = paypalJson({ ...rest, webhook_event: value });
        const raw = rawMember(body, 'webhook_event');
        expect(raw).not.toBeNull();
        expect(JSON.parse(raw ?? 'null')).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
