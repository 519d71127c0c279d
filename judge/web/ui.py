"""The page's own words (labels, headings, notes) in English, Japanese and Chinese."""

from __future__ import annotations

LANG_NAMES = {"en": "EN", "ja": "日本語", "zh": "中文"}


def _w(en: str, ja: str, zh: str) -> dict[str, str]:
    return {"en": en, "ja": ja, "zh": zh}


WORDS: dict[str, dict[str, str]] = {
    "site": _w("Rules judge", "ルールジャッジ", "规则裁判"),
    "placeholder": _w("Ask a rules question… (English, 日本語, 中文)", "ルールの質問を入力…（日本語・English・中文）",
                      "输入规则问题…（中文・日本語・English）"),
    "ask": _w("Ask", "検索", "搜索"),
    "answer": _w("Ruling", "裁定", "裁定"),
    "replay": _w("Verified replay", "検証済みの再現", "已验证的重现"),
    "replay_failed": _w("Replay does not reach the guide's outcome", "再現がルールガイドの結果と一致しない", "重现未达到规则指南的结果"),
    "replays": _w("Replays", "再現", "重现"),
    "browse": _w("All rulings", "すべての裁定", "全部裁定"),
    "filter": _w("Filter rulings…", "裁定を絞り込む…", "筛选裁定…"),
    "none": _w("No ruling of the guides answers this question.", "この質問に答えるルールガイドの裁定はありません。",
               "规则指南中没有回答这个问题的裁定。"),
    "nearest": _w("Nearest rulings (not an answer)", "近い裁定（答えではありません）", "相近的裁定（并非答案）"),
    "did_you_mean": _w("Did you mean…", "もしかして…", "您是不是要找…"),
    "others": _w("Also:", "ほかの候補:", "其他候选："),
    "low_note": _w("No ruling matches closely: these are candidates.", "はっきり一致する裁定はありません。候補です。",
                   "没有明确匹配的裁定：以下为候选。"),
    "differs": _w("Editions differ", "版による違い", "版本差异"),
    "yes": _w("Yes", "はい", "是"),
    "no": _w("No", "いいえ", "否"),
    "depends": _w("It depends", "場合による", "视情况而定"),
    "cut": _w("Your question had {n} characters; only the first {max} were read.",
              "質問は{n}文字ありました。最初の{max}文字だけを読みました。", "问题共有{n}个字符；只读取了前{max}个。"),
    "guide": _w("The guide", "ルールガイド", "规则指南"),
    "proves": _w("Proves", "証明する裁定", "证明的裁定"),
    "before": _w("Before {what}", "{what}の前", "{what}之前"),
    "after": _w("After {what}", "{what}の後", "{what}之后"),
    "before_plain": _w("Before", "前", "之前"),
    "after_plain": _w("After", "後", "之后"),
    "steps": _w("Step by step", "手順", "步骤"),
    "outcome": _w("Outcome", "結果", "结果"),
    "ruleset": _w("Played by {r}", "{r}で実行", "按{r}运行"),
    "whatif": _w("What if…", "もしも…", "如果…"),
    "whatif_help": _w("Change a number or the coins and run it again.", "数やコインを変えて、もう一度実行します。",
                      "修改数值或硬币结果，再次运行。"),
    "run": _w("Run again", "もう一度実行", "再次运行"),
    "whatif_result": _w("What-if: not checked against the guide", "もしも：ルールガイドとの照合はしていません",
                        "假设：未与规则指南核对"),
    "whatif_changes": _w("Changed", "変更点", "修改"),
    "whatif_nothing": _w("Nothing was changed: this is the replay as verified.", "何も変えていません。検証済みの再現のままです。",
                         "没有修改：这是已验证的重现。"),
    "whatif_back": _w("Back to the ruling", "裁定にもどる", "返回裁定"),
    "coins": _w("Coins, in order (heads / tails)", "コイン（順に、オモテ/ウラ）", "硬币（按顺序，正面/反面）"),
    "hp": _w("{who}: HP", "{who}のHP", "{who}的HP"),
    "damage": _w("{who}: damage on it", "{who}のダメージ", "{who}受到的伤害"),
    "amount": _w("{what}: amount", "{what}の数値", "{what}的数值"),
    "attack_damage": _w("{what}: damage", "{what}のダメージ", "{what}的伤害"),
    "error_field": _w("Problem at {field}", "{field}に問題があります", "{field}有问题"),
    "not_found": _w("Not found", "見つかりません", "未找到"),
    "not_found_help": _w("No page at this address. Search the rulings instead:", "このアドレスのページはありません。裁定を検索してください：",
                         "此地址没有页面。请搜索裁定："),
    "error": _w("Something went wrong", "エラーが発生しました", "出现错误"),
    "asked_as": _w("Asked as", "よくある聞き方", "常见问法"),
    "guide_phrase": _w("The guide's wording: {phrase}", "ルールガイドの表記：{phrase}", "规则指南的表述：{phrase}"),
    "change": _w("Ruling change ({edition})", "裁定変更（{edition}）", "裁定变更（{edition}）"),
    "differs_from": _w("Differs from", "異なる裁定", "不同于"),
    "see_also": _w("See also", "関連", "另见"),
    "section_inferred": _w("section inferred", "節の対応は推定", "章节为推定"),
    "more": _w("More", "詳しく", "详情"),
    "permalink": _w("This ruling's page", "この裁定のページ", "此裁定的页面"),
    "rule": _w("rule", "ルール", "规则"),
    "step": _w("step", "手順", "步骤"),
    "value": _w("value", "値", "数值"),
    "engine": _w("engine", "エンジン", "引擎"),
    "expected_guide": _w("expected (guide)", "期待値（ルールガイド）", "预期（规则指南）"),
    "expected_yours": _w("expected (yours)", "期待値（あなたの）", "预期（你的）"),
    "verified": _w("verified", "検証済み", "已验证"),
    "failed": _w("FAILED", "不一致", "未通过"),
    "whatif_run": _w("what-if (nothing expected, nothing verified)", "もしも（期待値なし、検証なし）", "假设（没有预期值，未验证）"),
    "guide_source": _w("guide: {source}", "ルールガイド：{source}", "规则指南：{source}"),
    "trace": _w("trace", "手順の記録", "步骤记录"),
    "guide_vs_engine": _w("guide vs engine", "ルールガイドとエンジン", "规则指南与引擎"),
    "yours_vs_engine": _w("yours vs engine", "あなたの期待値とエンジン", "你的预期与引擎"),
    "error_word": _w("error", "エラー", "错误"),
    "print": _w("Print", "印刷", "打印"),
}


def word(key: str, lang: str, **values) -> str:
    """The page's word ``key`` in ``lang``, with ``values`` put in."""
    text = WORDS[key].get(lang) or WORDS[key]["en"]
    return text.format(**values) if values else text
