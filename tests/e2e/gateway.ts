import { rmSync } from 'node:fs';

export { freePort, startGateway, type GatewayOptions, type GatewayProcess } from '../../scripts/gateway-process';

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
