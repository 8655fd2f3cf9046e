import { sqlContracts } from './sql-contracts';

sqlContracts('pglite');
