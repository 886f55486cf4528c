/** The time the workflow acts at; injected so that tests step through time instead of sleeping. */
export type Clock = () => Date;

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = () => new Date();
