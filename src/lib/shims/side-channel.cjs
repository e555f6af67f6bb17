// Stand-in for `side-channel` in the browser build. qs (Refine's URL parameters) keeps its
// bookkeeping in a side channel; the npm package supports engines without WeakMap through
// object-inspect, get-intrinsic and a dozen small shims (≈ 30 kB before gzip). Same API on
// WeakMap (object keys, so nothing is kept alive) and Map (primitive keys).
"use strict";

function isObject(key) {
  return (typeof key === "object" && key !== null) || typeof key === "function";
}

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  function store(key) {
    return isObject(key) ? objects : primitives;
  }
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
};
