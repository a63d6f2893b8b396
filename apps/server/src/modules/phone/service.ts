import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  PHONE_CODES_PER_HOUR,
  PHONE_RESEND_AFTER_MS,
  PhoneErrorKey,
  type TPhoneCodeSent,
  type TPhoneVerification,
} from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PhoneRepo } from './repo';
import type { SmsSender } from './sms';

const HOUR = 3_600_000;

const refusal = (status: number, code: number, key: string, path: string, headers?: Record<string, string>) =>
  new AppError(status, code, key, [{ path, message: key }], undefined, headers);

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Phone verification (SPEC §5, §7 getPhoneVerification): a six-digit code sent by SMS proves the
 * player holds the number. Codes are stored hashed, expire, allow a few wrong tries, and are sent
 * at most once a minute and a few times an hour, so neither guessing nor texting someone
 * repeatedly is cheap.
 */
export class PhoneVerificationService {
  constructor(
    private readonly repo: PhoneRepo,
    private readonly sms: SmsSender | null,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly clock: () => number = Date.now,
  ) {}

  async status(player: PlayerRow): Promise<TPhoneVerification> {
    const { phone, verified_phone } = await this.repo.verifiedPhone(player.id);
    return { phone, is_verified: phone !== null && verified_phone === phone };
  }

  /** Sends a new code to the phone; the previous one, if any, is void. */
  async start(player: PlayerRow, phone: string): Promise<TPhoneCodeSent> {
    const now = this.clock();
    const previous = await this.repo.pending(player.id);
    if (previous && now < Number(previous.sent_at) + PHONE_RESEND_AFTER_MS) {
      const wait = Number(previous.sent_at) + PHONE_RESEND_AFTER_MS - now;
      throw refusal(429, ErrorCode.rateLimited, PhoneErrorKey.resendTooSoon, 'body.phone', {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
    const sameHour = previous !== undefined && now - Number(previous.window_start) < HOUR;
    const sends = sameHour ? Number(previous.sends) : 0;
    if (sends >= PHONE_CODES_PER_HOUR) {
      const wait = Number(previous?.window_start) + HOUR - now;
      throw refusal(429, ErrorCode.rateLimited, PhoneErrorKey.tooManyCodes, 'body.phone', {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
    if (!this.sms) throw refusal(503, ErrorCode.unavailable, PhoneErrorKey.smsUnavailable, 'sms');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    await this.repo.savePending({
      player_id: player.id,
      phone,
      code_hash: hashCode(salt, code),
      salt,
      expires_at: now + PHONE_CODE_TTL_MS,
      attempts: 0,
      sent_at: now,
      window_start: sameHour ? Number(previous?.window_start) : now,
      sends: sends + 1,
    });
    try {
      await this.sms.send(phone, `Your verification code is ${code}. It expires in 10 minutes.`);
    } catch (error) {
      this.log.warn({ err: error }, 'verification SMS not sent');
      throw refusal(503, ErrorCode.unavailable, PhoneErrorKey.smsUnavailable, 'sms');
    }
    return {
      phone,
      expires_at: new Date(now + PHONE_CODE_TTL_MS).toISOString(),
      resend_at: new Date(now + PHONE_RESEND_AFTER_MS).toISOString(),
    };
  }

  /** Checks the code: the right one verifies the phone it was sent to; wrong ones are counted. */
  async confirm(player: PlayerRow, code: string): Promise<TPhoneVerification> {
    const now = this.clock();
    const pending = await this.repo.pending(player.id);
    if (!pending?.code_hash) throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.noCode, 'body.code');
    if (now >= Number(pending.expires_at))
      throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.codeExpired, 'body.code');
    const given = Buffer.from(hashCode(pending.salt, code), 'hex');
    if (timingSafeEqual(given, Buffer.from(pending.code_hash, 'hex'))) {
      if (!(await this.repo.verify(player.id, pending.code_hash, pending.phone, now)))
        throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.noCode, 'body.code');
      return this.status(player);
    }
    const attempts = await this.repo.addAttempt(player.id, pending.code_hash, PHONE_CODE_ATTEMPTS);
    if (attempts === null) throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.noCode, 'body.code');
    if (attempts >= PHONE_CODE_ATTEMPTS)
      throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.tooManyAttempts, 'body.code');
    throw refusal(400, ErrorCode.invalidRequest, PhoneErrorKey.wrongCode, 'body.code');
  }
}
