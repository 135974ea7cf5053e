import { benchEngineCore } from './engine-core';
import { Ledger } from '../server/engine/ledger';
const mode = process.argv[2];
if (mode === 'noledger') (Ledger.prototype as unknown as { changed: () => void }).changed = () => {};
void benchEngineCore().then((r) => console.log(mode, r[0].value));
