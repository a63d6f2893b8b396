import { z } from 'zod';

/** A phone number in E.164 form: '+', country code, subscriber number, 8 to 15 digits in all. */
export const ZPhoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, 'error.phone.invalid_number');

/** getPhoneVerification (SPEC §7): whether the player's phone is verified, and which phone. */
export const ZPhoneVerification = z.object({
  is_verified: z.boolean(),
  phone: z.string().nullable(),
});
export type TPhoneVerification = z.infer<typeof ZPhoneVerification>;

/** Sends a code by SMS to the phone. */
export const ZPhoneCodeRequest = z.object({ phone: ZPhoneNumber });
export type TPhoneCodeRequest = z.infer<typeof ZPhoneCodeRequest>;

/** A code is on its way: until when it holds, and from when another may be asked for. */
export const ZPhoneCodeSent = z.object({
  phone: z.string(),
  expires_at: z.string(),
  resend_at: z.string(),
});
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;

export const ZPhoneConfirmRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TPhoneConfirmRequest = z.infer<typeof ZPhoneConfirmRequest>;

// Demo mode: the dev SMS outbox (GET /api/dev/sms?to=PHONE), as the dev mailbox holds email.
export const ZSmsQuery = z.object({ to: ZPhoneNumber });
export const ZSmsMessage = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;
export const ZSmsReply = z.object({ data: z.array(ZSmsMessage) });
