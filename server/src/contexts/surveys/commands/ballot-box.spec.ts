import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BallotBox, loadBallotBox } from './ballot-box';

describe('the ballot box', () => {
  const box = new BallotBox(randomBytes(32));
  const ballot = { answers: [{ question_id: 'q1', answer: 'Ärger über die Kantine' }] };

  it('seals a ballot so that its text shows nothing of the answers, and opens it again', () => {
    const sealed = box.seal(ballot);
    expect(sealed.ballot_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sealed.sealed).toMatch(/^v1\./);
    expect(sealed.sealed).not.toContain('Kantine');
    expect(Buffer.from(sealed.sealed.slice(3), 'base64url').toString('latin1')).not.toContain('q1');
    expect(box.open(sealed)).toEqual(ballot);
  });

  it('gives the same ballot another id and another text every time', () => {
    const [a, b] = [box.seal(ballot), box.seal(ballot)];
    expect(a.ballot_id).not.toBe(b.ballot_id);
    expect(a.sealed).not.toBe(b.sealed);
  });

  it('refuses a text under another ballot id, under another key, or changed', () => {
    const sealed = box.seal(ballot);
    expect(() => box.open({ ...sealed, ballot_id: box.seal(ballot).ballot_id })).toThrow();
    expect(() => new BallotBox(randomBytes(32)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed.sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open({ ...sealed, sealed: `v1.${bytes.toString('base64url')}` })).toThrow();
  });

  it('takes SURVEY_BALLOT_KEY, or generates a key into the data folder once and keeps it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ballot-key-'));
    try {
      const first = await loadBallotBox({ dataDir });
      const sealed = first.seal(ballot);
      const again = await loadBallotBox({ dataDir });
      expect(again.open(sealed)).toEqual(ballot);
      expect(Buffer.from(await readFile(join(dataDir, 'secrets', 'survey-ballot.key'), 'utf8'), 'base64')).toHaveLength(32);
      const key = randomBytes(32).toString('base64');
      const configured = await loadBallotBox({ dataDir, surveyBallotKey: key });
      expect(() => configured.open(sealed)).toThrow();
      expect(new BallotBox(Buffer.from(key, 'base64')).open(configured.seal(ballot))).toEqual(ballot);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
