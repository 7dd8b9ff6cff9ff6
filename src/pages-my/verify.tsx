export { default } from '@/features/account/screens/real-name';
