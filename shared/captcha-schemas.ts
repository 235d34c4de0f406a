/**
 * The zod/mini schema of the captcha's verify payload, with which the gateway validates the request; apart from
 * captcha.ts so that the widgets, which read only its header names and types, load no schema for it.
 */
import * as z from 'zod/mini';

export const captchaVerifyRequest = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(8192)) });
