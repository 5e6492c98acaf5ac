import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records (docs/decisions/): one file per decision, `NNN-slug.md`, numbered from 001
 * without a gap or a repeat; each opens with `# NNN. Title`, then its status and date; and the
 * folder's README lists every record, in order, by its title.
 */

const FOLDER = 'docs/decisions';
const RECORD_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^- Status: (accepted|proposed|replaced by \d{3}|withdrawn)\b/m;
const DATE = /^- Date: \d{4}-\d{2}-\d{2}\b/m;

const files = readdirSync(FOLDER).filter((name) => name !== 'README.md');
const read = (name: string) => readFileSync(path.join(FOLDER, name), 'utf8');

describe('decision records', () => {
  it('are named NNN-slug.md and numbered 001, 002, … with no gap and no repeat', () => {
    expect(files.filter((name) => !RECORD_NAME.test(name))).toEqual([]);
    const numbers = files.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(files)('%s opens with its number and title, then its status and date', (name) => {
    const text = read(name);
    const [heading = '', ...rest] = text.split('\n');
    expect(heading).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\. \\S`));
    const head = rest.slice(0, 4).join('\n');
    expect(head).toMatch(STATUS);
    expect(head).toMatch(DATE);
  });

  it("the folder's README lists every record, in order, under its own title", () => {
    const index = read('README.md');
    const listed = [...index.matchAll(/^\| (\d{3}) \| \[(.+)\]\((\d{3}-[^)]+\.md)\)/gm)].map(
      ([, number, title, file]) => ({ number, title, file }),
    );
    expect(listed.map(({ file }) => file)).toEqual([...files].sort());
    for (const { number, title, file } of listed) {
      expect(file?.startsWith(`${number}-`), file).toBe(true);
      expect(read(file ?? '').split('\n')[0]).toBe(`# ${number}. ${title}`);
    }
  });
});
