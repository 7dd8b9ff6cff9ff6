export { betaName } from './service';
