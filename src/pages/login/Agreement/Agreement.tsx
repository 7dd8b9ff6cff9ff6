export { default } from '@/features/account/screens/agreement';
