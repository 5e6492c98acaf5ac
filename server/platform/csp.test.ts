import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, mergeCspSources, pageCsp } from './csp';

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
