/** A JSON value: everything in `GameState` is one of these, so a game always survives `JSON.stringify`. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
