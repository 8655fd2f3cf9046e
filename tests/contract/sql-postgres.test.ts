import { describe, it } from 'vitest';
import { testBackends } from '../support/backends';
import { sqlContracts } from './sql-contracts';

if (testBackends().includes('postgres')) sqlContracts('postgres');
else describe.skip('SQL adapters on postgres (no PostgreSQL answered on 127.0.0.1:5432)', () => it('needs PostgreSQL'));
