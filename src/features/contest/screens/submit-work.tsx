import { useEffect, useRef, useState } from 'react';
import { Image, Text, Textarea, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { uploadFile } from '@/shared/api/upload';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import {
  SLOGAN_CHARS_MAX,
  SLOGAN_MAX,
  TITLE_MAX,
  WORKS_PER_PERSON,
  sloganLength,
  sloganProblem,
  titleProblem,
} from '@/rules/contest';
import { validatePersonName } from '@/rules/validators';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import { takeDraft, watchDraft } from '@/shared/lib/drafts';
import { navigate } from '@/shared/lib/navigation';
import { pickPictures } from '@/shared/lib/picture-types';
import { formatDate } from '@/shared/lib/time';
import { useStores } from '@/shared/stores/context';
import { toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { getVoteApplyPage, signUpWork } from '../api';
import { PICTURES_MAX } from '../contest-state';
import { contestStore } from '../store';
import './submit-work.less';
import '@/features/contest/i18n/contest';
import '@/shared/i18n/forms';

type WorkForm = { group: string; title: string; slogan: string; authorName: string };

// The rules page's limits, held by the server too (src/rules/contest.ts, issue #27).
const TITLE_MESSAGES = {
  required: 'contest.titleRequired',
  tooShort: 'contest.titleRequired',
  tooLong: 'contest.titleRequired',
  noWords: 'contest.titleNoWords',
} as const;
const SLOGAN_MESSAGES = {
  required: 'contest.sloganRequired',
  tooShort: 'contest.sloganTooShort',
  tooLong: 'contest.sloganTooLong',
  noWords: 'contest.sloganNoWords',
} as const;

const RULES: FormRules<WorkForm> = {
  group: (v) => (v.group ? undefined : 'contest.groupRequired'),
  title: (v) => {
    const problem = titleProblem(v.title);
    return problem && TITLE_MESSAGES[problem];
  },
  slogan: (v) => {
    const problem = sloganProblem(v.slogan);
    return problem && SLOGAN_MESSAGES[problem];
  },
  authorName: (v) =>
    v.authorName.trim() ? validatePersonName(v.authorName) : 'contest.authorRequired',
};

/** One picture of the album: the local file, and where its upload stands. */
interface Picture {
  key: number;
  path: string;
  phase: 'uploading' | 'done' | 'failed';
  url?: string;
  /** SPEC §8: a rejected file's name becomes the "file error, re-upload" text. */
  note?: string;
}

/** The draft of the form's pictures, beside the draft of its fields (`signUp`). */
const PICTURES_DRAFT = 'signUp:pictures';

/** The addresses of the pictures a draft kept, for the signed-in account (drafts.ts). */
function keptPictures(): string[] {
  const kept = takeDraft<unknown>(PICTURES_DRAFT);
  if (!Array.isArray(kept)) return [];
  return kept.filter((url): url is string => typeof url === 'string').slice(0, PICTURES_MAX);
}

function SubmitWorkPage() {
  const { t } = useT();
  const { session } = useStores();
  const contest = contestStore.use();
  const loggedIn = useLoginGuard();
  const form = useForm<WorkForm>(
    () => ({
      group: '',
      title: '',
      slogan: '',
      authorName: session.user?.name ?? '',
    }),
    // A slogan being typed survives a session that ends under it (issue #21).
    { draft: 'signUp' },
  );
  const nextKey = useRef(1);
  const [pictures, setPictures] = useState<Picture[]>(() =>
    keptPictures().map((url) => ({ key: nextKey.current++, path: url, phase: 'done', url })),
  );
  const latestPictures = useRef(pictures);
  latestPictures.current = pictures;
  // Issue #27: the pictures already uploaded survive a session that ends under the form, as its
  // text does (useForm's draft); one still uploading or refused has no address to keep.
  useEffect(
    () =>
      watchDraft(PICTURES_DRAFT, () => {
        const urls = latestPictures.current.flatMap((p) =>
          p.phase === 'done' && p.url ? [p.url] : [],
        );
        return urls.length > 0 ? urls : undefined;
      }),
    [],
  );

  useEffect(() => {
    void contest.loadInfo();
    void contest
      .loadGroups()
      .then(() => {
        const first = contest.groups[0];
        if (first && !form.values.group) form.setValue('group', String(first.id));
      })
      .catch(() => undefined);
    // Only on opening; the form keeps what is typed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contest]);

  // Issue #27: how many works the rules allow, and how many are in, before the form is filled.
  const [submittedWorks, setSubmittedWorks] = useState<number>();
  useEffect(() => {
    if (!loggedIn) return undefined;
    let alive = true;
    getVoteApplyPage({ pageNo: 1, pageSize: 1 })
      .then((page) => alive && setSubmittedWorks(page.total))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [loggedIn]);

  const update = (key: number, change: Partial<Picture>) =>
    setPictures((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const upload = async (picture: Picture) => {
    update(picture.key, { phase: 'uploading', note: undefined });
    try {
      const outcome = await uploadFile(picture.path);
      if (outcome.failed) update(picture.key, { phase: 'failed', note: outcome.name });
      else update(picture.key, { phase: 'done', url: outcome.url });
    } catch {
      // The wrapper has shown "upload failed" (SPEC §8); the picture waits for a retry.
      update(picture.key, { phase: 'failed', note: t('error.uploadFailed') });
    }
  };

  const add = async () => {
    const room = PICTURES_MAX - pictures.length;
    if (room <= 0) return;
    const paths = await pickPictures(room);
    const added = paths.map((path) => ({
      key: nextKey.current++,
      path,
      phase: 'uploading' as const,
    }));
    setPictures((all) => [...all, ...added].slice(0, PICTURES_MAX));
    await Promise.all(added.map(upload));
  };

  const remove = (key: number) => setPictures((all) => all.filter((p) => p.key !== key));

  const { submitting, submit } = useSubmit(async () => {
    if (!form.validate(RULES)) return;
    if (pictures.some((p) => p.phase !== 'done')) {
      toastInfo(t('contest.picturesWaiting'));
      return;
    }
    const urls = pictures.map((p) => p.url as string);
    await signUpWork({
      groupId: Number(form.values.group),
      title: form.values.title.trim(),
      slogan: form.values.slogan.trim(),
      authorName: form.values.authorName.trim(),
      ...(urls.length > 0 ? { pictures: urls, cover: urls[0] } : {}),
    });
    toastSuccess(t('contest.submitted'));
    await navigate('signUpRecords', { mode: 'redirect' });
  });

  const info = contest.info;
  const counted = sloganLength(form.values.slogan);
  const full = submittedWorks !== undefined && submittedWorks >= WORKS_PER_PERSON;

  return (
    <Page route="signUp" className="submit-work">
      {loggedIn ? (
        <View className="submit-work__form">
          <Text className="submit-work__intro">{t('contest.intro')}</Text>
          <View
            className={`submit-work__works${full ? ' submit-work__works--full' : ''}`}
            role="status"
          >
            {submittedWorks === undefined
              ? t('contest.worksRule', { max: WORKS_PER_PERSON })
              : full
                ? t('contest.worksFull', { max: WORKS_PER_PERSON })
                : t('contest.worksLimit', { max: WORKS_PER_PERSON, count: submittedWorks })}
          </View>
          {info?.signUpStartAt && info.signUpEndAt && (
            <Text className="submit-work__period">
              {t('contest.closedHint', {
                start: formatDate(info.signUpStartAt),
                end: formatDate(info.signUpEndAt),
              })}
            </Text>
          )}

          <FormField label={t('contest.group')} error={form.message('group')} name="group" plain>
            <View className="submit-work__groups" role="radiogroup" aria-label={t('contest.group')}>
              {contest.groups.map((group) => {
                const on = form.values.group === String(group.id);
                return (
                  <View
                    key={group.id}
                    className={`submit-work__group${on ? ' submit-work__group--on' : ''}`}
                    role="radio"
                    aria-checked={on}
                    onClick={() => form.setValue('group', String(group.id))}
                  >
                    {pickField(group, 'name')}
                  </View>
                );
              })}
            </View>
          </FormField>

          <TextField
            name="title"
            label={t('contest.title')}
            value={form.values.title}
            onInput={(value) => form.setValue('title', value)}
            maxlength={TITLE_MAX}
            placeholder={t('contest.titlePlaceholder')}
            error={form.message('title')}
          />

          <FormField
            label={t('contest.slogan')}
            hint={t('contest.sloganHint', { max: SLOGAN_MAX })}
            error={form.message('slogan')}
            name="slogan"
          >
            <Textarea
              className="submit-work__slogan"
              value={form.values.slogan}
              maxlength={SLOGAN_CHARS_MAX}
              placeholder={t('contest.sloganPlaceholder', { max: SLOGAN_MAX })}
              aria-label={t('contest.slogan')}
              onInput={(event) =>
                form.setValue(
                  'slogan',
                  Array.from(event.detail.value).slice(0, SLOGAN_CHARS_MAX).join(''),
                )
              }
            />
          </FormField>
          <Text
            className={`submit-work__count${counted > SLOGAN_MAX ? ' submit-work__count--over' : ''}`}
            aria-live="polite"
          >
            {t('contest.sloganCount', { count: counted, max: SLOGAN_MAX })}
          </Text>

          <FormField
            label={t('contest.pictures')}
            hint={t('contest.picturesHint', { max: PICTURES_MAX })}
            name="pictures"
            plain
          >
            <View className="submit-work__album">
              {/* The pictures are the list; the add button after them is not one of its items. */}
              <View className="submit-work__pictures" role="list">
                {pictures.map((picture, index) => (
                  <View
                    key={picture.key}
                    className={`album-cell album-cell--${picture.phase}`}
                    role="listitem"
                  >
                    <Image
                      className="album-cell__image"
                      src={picture.path}
                      mode="aspectFill"
                      nativeProps={{ alt: '' }}
                    />
                    {picture.phase === 'uploading' && (
                      <Text className="album-cell__note">{t('contest.uploading')}</Text>
                    )}
                    {picture.phase === 'failed' && (
                      <View className="album-cell__failed">
                        <View className="album-cell__note" role="alert">
                          {picture.note}
                        </View>
                        <View
                          className="album-cell__retry"
                          role="button"
                          aria-label={t('contest.retryPicture', { index: index + 1 })}
                          onClick={() => void upload(picture)}
                        >
                          {t('common.retry')}
                        </View>
                      </View>
                    )}
                    <View
                      className="album-cell__remove"
                      role="button"
                      aria-label={t('contest.removePicture', { index: index + 1 })}
                      onClick={() => remove(picture.key)}
                    />
                  </View>
                ))}
              </View>
              {pictures.length < PICTURES_MAX && (
                <Button
                  className="album-cell album-cell--add"
                  disabled={false}
                  onClick={() => void add()}
                >
                  {t('contest.addPicture')}
                </Button>
              )}
            </View>
          </FormField>

          <TextField
            name="authorName"
            label={t('contest.authorName')}
            value={form.values.authorName}
            onInput={(value) => form.setValue('authorName', value)}
            maxlength={50}
            placeholder={t('contest.authorPlaceholder')}
            error={form.message('authorName')}
          />

          <SubmitButton loading={submitting} disabled={full} onClick={() => void submit()}>
            {t('contest.submit')}
          </SubmitButton>
        </View>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(SubmitWorkPage);
