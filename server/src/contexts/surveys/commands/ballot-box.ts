import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { generatedSecret } from '../../../core/config/generated-secret';
import type { SurveyBallot } from '../domain/survey-ballot';
import type { SealedBallot } from '../domain/survey.events';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The format of `sealed`: v1.<base64url of iv ‖ tag ‖ ciphertext>. */
const PREFIX = 'v1.';

/**
 * Seals and opens the ballots of anonymous surveys (surveys README, "Anonymity"): AES-256-GCM
 * under the server's key with a random IV, the ballot id as additional data (a sealed text
 * cannot be passed off as another ballot). The key is SURVEY_BALLOT_KEY, or one generated
 * into DATA_DIR/secrets/survey-ballot.key: never in the database, so whoever reads the
 * database alone cannot open a ballot that waits for its group.
 */
export class BallotBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the ballot key must be 32 bytes');
  }

  /** A BallotSealer: the ballot (answers only) under a fresh random id. */
  readonly seal = (ballot: SurveyBallot): SealedBallot => {
    const ballot_id = randomUUID();
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(ballot_id));
    const body = Buffer.concat([cipher.update(JSON.stringify(ballot), 'utf8'), cipher.final()]);
    return { ballot_id, sealed: PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
  };

  /** Opens a sealed ballot; throws when it was not sealed with this key for this id. */
  open({ ballot_id, sealed }: SealedBallot): SurveyBallot {
    if (!sealed.startsWith(PREFIX)) throw new Error(`ballot ${ballot_id}: unknown seal format`);
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(ballot_id));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SurveyBallot;
  }
}

/** SURVEY_BALLOT_KEY, or the key generated once into DATA_DIR/secrets/survey-ballot.key. */
export async function loadBallotBox(config: Pick<AppConfig, 'surveyBallotKey' | 'dataDir'>): Promise<BallotBox> {
  const text = config.surveyBallotKey ?? (await generatedSecret(config.dataDir, 'survey-ballot.key', () => randomBytes(32).toString('base64')));
  return new BallotBox(Buffer.from(text, 'base64'));
}
