import { errorReportingConfig } from '@/shared/reporting/server-config';
import { tunnelEnvelope } from '@/shared/reporting/tunnel';

/** The error-reporting tunnel the browser SDK posts to (src/shared/reporting/tunnel.ts). */
export async function POST(request: Request) {
  return tunnelEnvelope(request, errorReportingConfig()?.dsn ?? null);
}
