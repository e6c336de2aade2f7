// regenerator-runtime ships no types; its runtime module only installs the global regeneratorRuntime.
declare module "regenerator-runtime/runtime";
