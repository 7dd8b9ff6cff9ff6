export { default } from '@/features/account/screens/security-reset-pme';
