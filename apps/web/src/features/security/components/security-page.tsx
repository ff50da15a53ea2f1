import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PasskeySummary, SecondFactorStatus } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ShownOnceDialog } from '../../../components/shown-once-dialog.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/auth.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import {
  useAddPasskey,
  useHouseRule,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRenamePasskey,
  useSecondFactorStatus,
  useTotpDisable,
} from '../api/second-factor.ts';
import { PasskeyNameDialog } from './passkey-name-dialog.tsx';
import { TotpSetupDialog } from './totp-setup-dialog.tsx';

/** The 10 recovery codes, shown this once. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      title={t('security.codesTitle')}
      warning={t('security.codesWarning')}
      values={[{ value: codes.join('\n'), copyLabel: t('security.copyCodes') }]}
      doneLabel={t('security.done')}
      onClose={onClose}
    />
  );
}

function AppSection({ status, onCodes }: { status: SecondFactorStatus; onCodes(codes: string[] | null): void }) {
  const { t } = useTranslation();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const disable = useTotpDisable();
  return (
    <SectionCard heading={t('security.appHeading')} about={t('security.appAbout')}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={status.totp ? t('security.on') : t('security.off')} color={status.totp ? 'success' : 'default'} size="small" />
        {status.totp ? (
          <Button color="error" onClick={() => setTurningOff(true)}>
            {t('security.turnOffApp')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setSettingUp(true)}>
            {t('security.setUpApp')}
          </Button>
        )}
      </Stack>
      {settingUp && (
        <TotpSetupDialog
          onClose={() => setSettingUp(false)}
          onDone={(codes) => {
            setSettingUp(false);
            onCodes(codes);
          }}
        />
      )}
      <ConfirmDialog
        open={turningOff}
        title={t('security.turnOffApp')}
        text={t('security.turnOffAppConfirm')}
        confirmLabel={t('security.turnOffApp')}
        danger
        busy={disable.isPending}
        onConfirm={() => disable.mutate(undefined, { onSettled: () => setTurningOff(false) })}
        onClose={() => setTurningOff(false)}
      />
    </SectionCard>
  );
}

function PasskeysSection({ status, onCodes }: { status: SecondFactorStatus; onCodes(codes: string[] | null): void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeySummary>();
  const [removing, setRemoving] = useState<PasskeySummary>();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const addError = add.error ? (add.error instanceof ApiError ? add.error.message : t('security.passkeyFailed')) : undefined;
  return (
    <SectionCard
      heading={t('security.passkeysHeading')}
      about={t('security.passkeysAbout')}
      actions={
        <Button
          variant="outlined"
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        >
          {t('security.addPasskey')}
        </Button>
      }
    >
      {status.passkeys.length === 0 ? (
        <Typography variant="body2">{t('security.noPasskeys')}</Typography>
      ) : (
        <List dense disablePadding>
          {status.passkeys.map((key) => (
            <ListItem
              key={key.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <Button size="small" onClick={() => setRenaming(key)}>
                    {t('security.rename')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(key)}>
                    {t('security.remove')}
                  </Button>
                </Stack>
              }
              sx={{ pr: 20 }}
            >
              <ListItemText
                primary={key.name}
                secondary={[
                  t('security.added', { date: formatCardDate(key.created_at) }),
                  key.last_used_at ? t('security.lastUsed', { date: formatCardDate(key.last_used_at) }) : undefined,
                ]
                  .filter(Boolean)
                  .join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <PasskeyNameDialog
          title={t('security.addPasskey')}
          submitLabel={t('security.addPasskey')}
          busy={add.isPending}
          error={addError}
          onClose={() => setAdding(false)}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: (codes) => {
                setAdding(false);
                onCodes(codes);
              },
            })
          }
        />
      )}
      {renaming && (
        <PasskeyNameDialog
          title={t('security.renameTitle')}
          submitLabel={t('security.save')}
          initial={renaming.name}
          busy={rename.isPending}
          onClose={() => setRenaming(undefined)}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(undefined) })}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('security.remove')}
        text={t('security.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('security.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) })}
        onClose={() => setRemoving(undefined)}
      />
    </SectionCard>
  );
}

function RecoverySection({ status, onCodes }: { status: SecondFactorStatus; onCodes(codes: string[]): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const make = useNewRecoveryCodes();
  const hasFactor = status.totp || status.passkeys.length > 0;
  return (
    <SectionCard heading={t('security.recoveryHeading')}>
      <Typography variant="body2">
        {hasFactor ? t('security.recoveryLeft', { count: status.recovery_codes_left }) : t('security.recoveryNone')}
      </Typography>
      {hasFactor && (
        <Button sx={{ alignSelf: 'flex-start' }} variant="outlined" onClick={() => setAsking(true)}>
          {t('security.newCodes')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('security.newCodes')}
        text={t('security.newCodesConfirm')}
        confirmLabel={t('security.newCodes')}
        busy={make.isPending}
        onConfirm={() => make.mutate(undefined, { onSuccess: onCodes, onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </SectionCard>
  );
}

/** The owner's switch: every member of the house must have a second factor. */
function HouseRule({ status }: { status: SecondFactorStatus }) {
  const { t } = useTranslation();
  const rule = useHouseRule();
  return (
    <SectionCard heading={t('security.houseHeading')} about={t('security.houseRuleHelp')}>
      <FormControlLabel
        control={
          <Switch checked={status.house_requires} disabled={rule.isPending} onChange={(event) => rule.mutate(event.target.checked)} />
        }
        label={t('security.houseRule')}
      />
    </SectionCard>
  );
}

/**
 * Security (clients on every team role, staff from the console): the authenticator app, passkeys, recovery codes
 * and, for a media house's owner, the house's rule. A person who must enrol first is sent here by the app.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const status = useSecondFactorStatus();
  const profile = useProfile();
  const [codes, setCodes] = useState<string[]>();
  const showCodes = (made: string[] | null) => made && setCodes(made);
  const data = status.data;
  const isOwner = profile.data?.role === 'client' && profile.data.team_role === 'owner';
  return (
    <>
      <PageTitle>{t('security.title')}</PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="body1">{t('security.about')}</Typography>
        {data?.pending && (
          <Alert severity="warning">{data.required === 'staff' ? t('security.pendingStaff') : t('security.pendingHouse')}</Alert>
        )}
        {data && (
          <>
            <AppSection status={data} onCodes={showCodes} />
            <PasskeysSection status={data} onCodes={showCodes} />
            <RecoverySection status={data} onCodes={showCodes} />
            {isOwner && <HouseRule status={data} />}
          </>
        )}
      </Stack>
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />}
    </>
  );
}
