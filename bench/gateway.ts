/** The benchmarks' gateway: a real process (scripts/gateway-process.ts) measured from outside. */
export { startGateway, freePort, type GatewayProcess as Gateway } from '../scripts/gateway-process';
