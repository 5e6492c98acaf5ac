import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, mergeCspSources, newCspNonce, pageCsp } from './csp';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external and empty ones', () => {
    const body = 'window.x = 1;';
    const html = `<script>${body}</script><script src="/a.js"></script><script type="module">   </script>`;
    const expected = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });
});

describe('pageCsp', () => {
  it('allows scripts only from our origin, the listed hashes and the integrations', () => {
    const csp = pageCsp(["'sha256-abc'"], mergeCspSources({ script: ['https://apis.google.com'] }));
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://apis.google.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('merges sources without duplicates', () => {
    const merged = mergeCspSources({ connect: ['a', 'b'] }, { connect: ['b', 'c'] });
    expect(merged.connect).toEqual(['a', 'b', 'c']);
  });
});

describe('a page whose integrations need a nonce', () => {
  it('asks for one when any integration does, and merges style sources', () => {
    const merged = mergeCspSources(
      { style: ['https://a.example'] },
      { style: ['https://a.example', 'https://b.example'], scriptNonce: true },
      { scriptNonce: false },
    );
    expect(merged.style).toEqual(['https://a.example', 'https://b.example']);
    expect(merged.scriptNonce).toBe(true);
    expect(mergeCspSources({ script: ['x'] }).scriptNonce).toBe(false);
  });

  it("allows the answer's nonce beside the page's hashes, never 'unsafe-inline' scripts", () => {
    const sources = mergeCspSources({
      script: ['https://js.example'],
      frame: ['https://pay.example'],
      scriptNonce: true,
    });
    const csp = pageCsp(["'sha256-abc'"], sources, 'bm9uY2U=');
    expect(csp).toContain("script-src 'self' 'sha256-abc' 'nonce-bm9uY2U=' https://js.example;");
    expect(csp).toContain("frame-src 'self' https://pay.example;");
    expect(csp).toContain("child-src 'self' https://pay.example;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(pageCsp(["'sha256-abc'"], sources)).not.toContain('nonce-');
  });

  it('makes a new 128-bit nonce for every answer', () => {
    const nonces = Array.from({ length: 50 }, () => newCspNonce());
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});
