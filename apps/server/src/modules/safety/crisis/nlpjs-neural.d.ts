// @nlpjs/neural ships no types: the part of its NeuralNetwork the crisis classifier uses.
declare module "@nlpjs/neural" {
  export interface NeuralSettings {
    iterations?: number;
    errorThresh?: number;
    deltaErrorThresh?: number;
    learningRate?: number;
    momentum?: number;
    alpha?: number;
    log?: boolean;
  }
  export interface NeuralStatus {
    error: number;
    deltaError: number;
    iterations: number;
  }
  export class NeuralNetwork {
    constructor(settings?: NeuralSettings);
    /** Synchronous: trains one perceptron per output over `{ feature: 1 }` inputs. */
    train(corpus: { input: Record<string, number>; output: Record<string, number> }[]): NeuralStatus;
    /** Synchronous: the activation of each output; undefined before training. */
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
