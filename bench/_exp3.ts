import { benchEngineCore } from './engine-core';
import { Engine } from '../server/engine/engine';
const orig = Engine.prototype.place;
let places = 0, cancels = 0;
const o2 = Engine.prototype.cancel;
Engine.prototype.place = function (c) { places++; return orig.call(this, c); };
Engine.prototype.cancel = function (u, i) { cancels++; return o2.call(this, u, i); };
void benchEngineCore().then((r) => console.log(r, { places, cancels }));
