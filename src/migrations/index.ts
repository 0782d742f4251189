import * as migration_20261122_015632_initial from './20261122_015632_initial';

export const migrations = [
  {
    up: migration_20261122_015632_initial.up,
    down: migration_20261122_015632_initial.down,
    name: '20261122_015632_initial'
  },
];
