// A one-hidden-layer crisis model beside the linear one (decision 034, "A small nonlinear crisis model":
// a no-go, kept for train-split cross-validation only, scripts/language/cross-validate-mlp.ts).
import type { SparseVector } from "./features.ts";
import { type LinearModel, predict } from "./logistic.ts";
import { type MlpModel, type MlpOptions, predictMlp } from "./mlp.ts";

/**
 * A one-hidden-layer crisis model (mlp.ts) trained beside the linear one on the same examples; the
 * crisis reading is the two models' probabilities mixed, `mix` of the network's (1: the network alone).
 * Decision 034, "A small nonlinear crisis model"; without it everything is exactly as before.
 */
export interface CrisisNet {
  options: Omit<MlpOptions, "buckets" | "classes">;
  buckets: number;
  mix: number;
}

export interface CrisisPair {
  crisis: LinearModel;
  means: LinearModel;
  net?: MlpModel;
}

/** The crisis model's probabilities: the linear model's, mixed with the network's when there is one. */
export function crisisProbs(models: Pick<CrisisPair, "crisis" | "net">, x: SparseVector, mix = 1): Float64Array {
  const p = predict(models.crisis, x);
  if (!models.net) return p;
  const q = predictMlp(models.net, x);
  for (let k = 0; k < p.length; k += 1) p[k] = (1 - mix) * p[k]! + mix * q[k]!;
  return p;
}
