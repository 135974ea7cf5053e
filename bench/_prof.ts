import { benchEngineCore } from './engine-core';
benchEngineCore().then((r) => console.log(JSON.stringify(r)));
