import { lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { DIET_FILTER_NAMES } from '../../../../shared/domain/dietFilters';
import { LIMITS } from '../../../../shared/domain/limits';
import { MESSAGES } from '../../../../shared/domain/messages';
import { BASIC_FILTER_COUNT } from '../../../../shared/domain/plans';
import type { GenerateRequestInput, GenerationMode } from '../../../../shared/schemas/generate';
import { useAccess } from '../../app/useAccess';
import { useSession } from '../../auth/session';
import { useSettings } from '../../data';
import { Button } from '../../ui/Button';
import { OpenedOnce } from '../../ui/OpenedOnce';
import { useToast } from '../../ui/Toast';
import { FilterPicker } from './FilterPicker';
import { allowedDefaults, toggleFilter } from './filterPaging';
import { type ConverterTab, modeFor } from './generationMode';
import type { FieldError } from './generationRequest';
import { IngredientListInput } from './IngredientListInput';
import { type LinkSource, withLinkSource } from './linkSource';
import { loadConverterActions } from './loadConverterActions';
import { ledgerFor, localDay, usedToday } from './offlineQuota';
import { PreferencesCard } from './PreferencesCard';
import { PremiumPanel } from './PremiumPanel';
import { RecipeInput } from './RecipeInput';
import { ResultPanel } from './ResultPanel';
import { UsageMeter } from './UsageMeter';
import { useGeneration } from './useGeneration';
import { canSave, useRecipeSave } from './useRecipeSave';
import '../../ui/TextField.css';
import './converter.css';

/** The AI-data consent dialog loads when the server first asks for consent. */
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })));

type Errors = Partial<Record<FieldError['field'], string>>;

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

const NO_ALLERGIES: string[] = [];

/** The generator: the input form on one side, the result panel beside it (below it on narrow screens). */
export function ConvertView({
  onUpgrade = () => {},
  onOpenSettings = () => {},
}: {
  onUpgrade?: () => void;
  /** Opens Settings at its Preferences section (religious requirements). */
  onOpenSettings?: () => void;
}) {
  const { user } = useSession();
  const { access } = useAccess();
  const { settings, update: updateSettings } = useSettings();
  const toast = useToast();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const ledger = useMemo(() => (user ? ledgerFor(user.id) : null), [user]);
  const pending = useSyncExternalStore(
    useCallback((cb: () => void) => ledger?.subscribe(cb) ?? (() => {}), [ledger]),
    () => JSON.stringify(ledger?.pending() ?? []),
  );

  const [tab, setTab] = useState<ConverterTab>('convert');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [readingFile, setReadingFile] = useState(false);
  const [filters, setFilters] = useState<string[]>([]);
  const [mustUse, setMustUse] = useState<string[]>([]);
  const [avoid, setAvoid] = useState<string[]>([]);
  const [servings, setServings] = useState<number>(LIMITS.defaultServings);
  const [units, setUnits] = useState<'metric' | 'us'>('metric');
  const [errors, setErrors] = useState<Errors>({});
  const [consentFor, setConsentFor] = useState<{ request: GenerateRequestInput; mode: GenerationMode } | null>(null);
  const [consentBusy, setConsentBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  /** The length of the last paste, file or page that was cut to the limit; gone once the text is edited. */
  const [cutFrom, setCutFrom] = useState<number | null>(null);

  const available = access.availableDietaryFilters;
  const listsUnlocked = available.length > BASIC_FILTER_COUNT;
  const settingsLoaded = settings.updatedAt !== new Date(0).toISOString();

  // Defaults from settings pre-select once, keeping only what the plan allows; never over what the user already chose.
  const defaultsApplied = useRef(false);
  const touched = useRef({ filters: false, preferences: false, servings: false });
  useEffect(() => {
    if (defaultsApplied.current || !settingsLoaded) return;
    defaultsApplied.current = true;
    if (!touched.current.filters) setFilters(allowedDefaults(settings.defaultDietaryFilters, available));
    if (!touched.current.preferences) {
      setServings(settings.defaultServingSize);
      setUnits(settings.preferredUnits);
    }
  }, [settingsLoaded, settings, available]);

  const generation = useGeneration(access, ledger, {
    onConsentNeeded: (request, mode) => setConsentFor({ request, mode }),
  });
  const { state } = generation;
  const loading = state.status === 'loading' || importing;
  const saver = useRecipeSave(access, toast);
  const runId = state.status === 'done' ? state.runId : null;
  const saveState = saver.stateOf(runId);

  // The page a link import read: kept on the recipe made from its text (issue 31).
  const [linkSource, setLinkSource] = useState<{ text: string; source: LinkSource } | null>(null);
  const saveTarget = useCallback(() => {
    if (state.status !== 'done' || typeof state.recipe === 'string') return null;
    const original = state.request.originalRecipe ?? '';
    const fromLink = linkSource && original !== '' && linkSource.text.startsWith(original.slice(0, 2000));
    const recipe = fromLink ? withLinkSource(state.recipe, linkSource.source) : state.recipe;
    return { runId: state.runId, recipe, mode: state.mode, originalRecipe: original };
  }, [state, linkSource]);

  // The card shows the recipe as it will be saved: a link import names its page before it is saved.
  const shownRecipe = useMemo(() => saveTarget()?.recipe ?? null, [saveTarget]);

  // Auto-save: when the setting is on, each new recipe is saved once its picture is known.
  const autoSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!settings.autoSaveRecipes || state.status !== 'done' || state.imagePending || autoSaved.current === state.runId) return;
    const target = saveTarget();
    if (!target) return;
    autoSaved.current = state.runId;
    void saver.save(target, true);
  }, [settings.autoSaveRecipes, state, saveTarget, saver]);

  // A failed generation also gets the spec's toast (signed-in-features §8); the panel keeps the details. A dish the
  // built-in collection lacks is no failure: the closest dishes offered are the answer, with no failure toast.
  useEffect(() => {
    if (state.status !== 'error' || state.limit || (state.suggestions?.length ?? 0) > 0) return;
    const surprise = state.mode === 'surprise';
    toast({
      title: surprise ? CONVERTER_TEXTS.surpriseFailedTitle : CONVERTER_TEXTS.conversionFailedTitle,
      description: surprise ? CONVERTER_TEXTS.surpriseFailedText : CONVERTER_TEXTS.conversionFailedText,
      tone: 'error',
    });
  }, [state, toast]);

  const used = usedToday(access.conversionsUsedToday, JSON.parse(pending) as { id: string; day: string }[], localDay());

  const switchTab = (next: ConverterTab) => {
    if (next === tab) return;
    setTab(next);
    setErrors({});
    if (next === 'create') {
      setText('');
      setFileName(null);
    }
  };

  const changeText = (value: string) => {
    setText(value);
    setCutFrom(null);
    if (errors.recipe) setErrors((e) => ({ ...e, recipe: undefined }));
  };

  /** A recipe text from a file or a page: cut to the limit, and said so when it was. */
  const fillText = (value: string, cutAt?: number) => {
    const total = cutAt ?? value.length;
    setText(value.slice(0, LIMITS.recipeTextMaxChars));
    setCutFrom(total > LIMITS.recipeTextMaxChars ? total : null);
  };

  /** Reads a page's recipe through the server into the text; the reason it could not, or null. */
  const readLink = async (url: string): Promise<string | null> => {
    const actions = await loadConverterActions().catch(() => null);
    if (!actions) return MESSAGES.generationFailed;
    setImporting(true);
    const imported = await actions.importRecipeLink(url);
    setImporting(false);
    if (!imported.ok) return imported.error;
    fillText(imported.text);
    setLinkSource({ text: imported.text.slice(0, LIMITS.recipeTextMaxChars), source: imported.source });
    setErrors((e) => ({ ...e, recipe: undefined }));
    toast({ title: CONVERTER_TEXTS.linkImported, tone: 'success' });
    return null;
  };

  const chooseFile = async (file: File) => {
    setReadingFile(true);
    const result = await loadConverterActions().then(
      (actions) => actions.readFileText(file),
      () => ({ ok: false as const, error: CONVERTER_TEXTS.fileReadFailed }),
    );
    setReadingFile(false);
    if (!result.ok) {
      setErrors((e) => ({ ...e, recipe: result.error }));
      return;
    }
    fillText(result.text, result.cutFrom);
    setFileName(file.name);
    setErrors((e) => ({ ...e, recipe: undefined }));
  };

  /** Sends the form; `dishName` makes that dish instead of the text typed (a built-in dish picked from the closest). */
  const submit = async (surprise: boolean, dishName?: string) => {
    const mode = dishName !== undefined ? 'create' : modeFor(tab, surprise);
    // The last attempt's failure card goes: whatever fails now (a link, a field) is shown on its own.
    if (generation.state.status === 'error') generation.reset();
    const actions = await loadConverterActions().catch(() => null);
    if (!actions) {
      toast({ title: CONVERTER_TEXTS.conversionFailedTitle, description: MESSAGES.generationFailed, tone: 'error' });
      return;
    }
    let recipeText = dishName ?? text;
    const unreadable = mode === 'convert' ? actions.unreadableLinkIn(text) : null;
    if (unreadable) {
      setErrors({ recipe: unreadable });
      return;
    }
    const link = mode === 'convert' ? actions.linkIn(text) : null;
    if (link) {
      setImporting(true);
      const imported = await actions.importRecipeLink(link);
      setImporting(false);
      if (!imported.ok) {
        setErrors({ recipe: imported.error });
        return;
      }
      recipeText = imported.text.slice(0, LIMITS.recipeTextMaxChars);
      fillText(imported.text);
      setLinkSource({ text: recipeText, source: imported.source });
      toast({ title: CONVERTER_TEXTS.linkImported, tone: 'success' });
    }
    const servingsAsked = touched.current.servings;
    const input = {
      tab: dishName !== undefined ? ('create' as const) : tab,
      text: recipeText,
      filters,
      mustUse,
      avoid,
      servings,
      servingsAsked,
      units,
      listsUnlocked,
    };
    const consent = settings.aiConsent?.hasConsented === true && settings.aiConsent.version === LIMITS.aiConsentVersion;
    const request = await actions.buildGenerateRequest(input, mode, settings, consent);
    const problems = actions.validateRequest(request);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    setErrors({});
    await sendOrAsk(request, mode);
  };

  /**
   * Consent comes first: nothing goes to the server until the user agreed to this version of the AI-data terms
   * (the device's own engine, offline, sends nothing and needs none). "Not now" sends nothing.
   */
  const sendOrAsk = async (request: GenerateRequestInput, mode: GenerationMode) => {
    const consented = settings.aiConsent?.hasConsented === true && settings.aiConsent.version === LIMITS.aiConsentVersion;
    if (!consented && navigator.onLine) {
      setConsentFor({ request, mode });
      return;
    }
    await generation.run(consented ? { ...request, consent: true } : request, mode);
  };

  const acceptConsent = async () => {
    if (!consentFor) return;
    setConsentBusy(true);
    try {
      await updateSettings({ aiConsent: { hasConsented: true, consentDate: new Date().toISOString(), version: LIMITS.aiConsentVersion } });
    } catch {
      // The server records the request's own consent flag too; the request goes ahead.
    }
    setConsentBusy(false);
    const { request, mode } = consentFor;
    setConsentFor(null);
    await generation.run({ ...request, consent: true }, mode);
  };

  const rerun = () => {
    if (state.status !== 'done') return;
    void sendOrAsk({ ...state.request }, state.mode);
  };

  const hasResult = state.status !== 'idle';
  // On narrow screens the result sits below the form: bring it into view when something starts or arrives.
  const resultRef = useRef<HTMLDivElement>(null);
  const resultKey = state.status === 'done' ? state.runId : state.status;
  useEffect(() => {
    if (resultKey === 'idle' || !window.matchMedia('(max-width: 1023px)').matches) return;
    resultRef.current?.scrollIntoView({ block: 'start' });
  }, [resultKey]);
  const allergies = settings.personalProfile?.allergies ?? NO_ALLERGIES;

  return (
    <section className={`view converter${hasResult ? ' converter--with-result' : ''}`} aria-labelledby="convert-heading">
      <div className="converter__form">
        <div className="converter__head">
          <h1 id="convert-heading">{CONVERTER_TEXTS.heading}</h1>
          <UsageMeter used={used} limit={access.conversionLimit} onUpgrade={onUpgrade} />
        </div>
        {!online ? (
          <p className="notice converter__offline" role="status">
            {CONVERTER_TEXTS.offlineNotice}
          </p>
        ) : null}
        <form
          className="converter-card"
          aria-label="Recipe input"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
        >
          <div className="tabs" role="tablist" aria-label="Mode">
            {(['convert', 'create'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`converter-tab-${t}`}
                aria-selected={tab === t}
                aria-controls="converter-tabpanel"
                className="tabs__tab"
                disabled={loading}
                onClick={() => switchTab(t)}
              >
                {t === 'convert' ? CONVERTER_TEXTS.convertTab : CONVERTER_TEXTS.createTab}
              </button>
            ))}
          </div>
          <div id="converter-tabpanel" role="tabpanel" aria-labelledby={`converter-tab-${tab}`}>
            <RecipeInput
              tab={tab}
              text={text}
              disabled={loading}
              error={errors.recipe}
              fileName={fileName}
              readingFile={readingFile}
              onText={changeText}
              onFile={(file) => void chooseFile(file)}
              onClearFile={() => {
                setFileName(null);
                setText('');
                setCutFrom(null);
                setErrors((e) => ({ ...e, recipe: undefined }));
              }}
              cutFrom={cutFrom}
              onPasteCut={(kept, total) => {
                changeText(kept);
                setCutFrom(total);
              }}
              readingLink={importing}
              onReadLink={readLink}
            />
            {importing ? (
              <p className="muted" role="status">
                {CONVERTER_TEXTS.linkImporting}
              </p>
            ) : null}
          </div>
          <div className="converter__actions">
            <Button type="submit" size="lg" disabled={loading} busy={state.status === 'loading' && state.mode !== 'surprise'}>
              {tab === 'convert' ? CONVERTER_TEXTS.convertButton : CONVERTER_TEXTS.createButton}
            </Button>
            <Button variant="secondary" size="lg" disabled={loading} onClick={() => void submit(true)}>
              <span aria-hidden="true">🎲</span> {CONVERTER_TEXTS.surpriseMe}
            </Button>
          </div>
        </form>
        <FilterPicker
          selected={filters}
          available={available}
          disabled={loading}
          error={errors.filters}
          allergies={allergies}
          religious={settings.religiousRequirements}
          onOpenSettings={onOpenSettings}
          onLocked={onUpgrade}
          onToggle={(name) => {
            touched.current.filters = true;
            setFilters((current) => toggleFilter(current, name, available));
            setErrors((e) => ({ ...e, filters: undefined }));
          }}
          onClearAll={() => {
            touched.current.filters = true;
            setFilters([]);
          }}
        />
        {listsUnlocked ? (
          <section className="converter-card" aria-label="Ingredient lists">
            <IngredientListInput label={CONVERTER_TEXTS.mustUseLabel} items={mustUse} disabled={loading} onChange={setMustUse} />
            <IngredientListInput label={CONVERTER_TEXTS.avoidLabel} items={avoid} disabled={loading} onChange={setAvoid} />
          </section>
        ) : null}
        <PreferencesCard
          servings={servings}
          units={units}
          disabled={loading}
          onServings={(value) => {
            touched.current.preferences = true;
            touched.current.servings = true;
            setServings(value);
          }}
          onUnits={(value) => {
            touched.current.preferences = true;
            setUnits(value);
          }}
        />
        {available.length < DIET_FILTER_NAMES.length ? <PremiumPanel onUpgrade={onUpgrade} listsUnlocked={listsUnlocked} /> : null}
      </div>
      <div className="converter__result" ref={resultRef}>
        <ResultPanel
          state={state}
          shownRecipe={shownRecipe}
          access={access}
          units={units}
          saveState={saveState}
          saveEnabled={canSave({ signedIn: user !== null, hasRecipe: saveTarget() !== null, state: saveState, access })}
          online={online}
          onSave={() => {
            const target = saveTarget();
            if (target) void saver.save(target, false);
          }}
          onCancel={generation.cancel}
          onUpgrade={onUpgrade}
          onRerun={rerun}
          onPickDish={(name) => {
            setText(name);
            void submit(false, name);
          }}
        />
      </div>
      <OpenedOnce open={consentFor !== null}>
        <ConsentDialog
          open={consentFor !== null}
          busy={consentBusy}
          onAccept={() => void acceptConsent()}
          onDecline={() => setConsentFor(null)}
        />
      </OpenedOnce>
    </section>
  );
}
