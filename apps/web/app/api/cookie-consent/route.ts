import { NextResponse } from 'next/server';
import { consentPost, cookieOptions } from '@/features/tracking/server';

/** The consent banner's form without JavaScript: stores the choice, then back to the page (303). */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get('choice');
  const { location, cookies } = consentPost({
    choice: typeof choice === 'string' ? choice : null,
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    host:
      (request.headers.get('x-forwarded-host') ?? request.headers.get('host'))?.split(',')[0]?.trim() ?? null,
  });
  const response = new NextResponse(null, { status: 303, headers: { location } });
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookieOptions(cookie));
  response.headers.set('cache-control', 'no-store');
  return response;
}
