export * from './roles';
export * from './languages';
export * from './patterns';
export * from './password-strength';
export * from './jobs';
export * from './membership';
export * from './reference-data';
export * from './session';
