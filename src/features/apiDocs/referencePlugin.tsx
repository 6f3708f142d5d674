import type { ComponentType } from 'react'
import { AuthorizationDialog } from './AuthorizationDialog'
import { ReferenceLayout } from './ReferenceLayout'

interface ControlProps {
  /** What Swagger UI shows as the placeholder: the parameter's name and description. */
  description?: string
}

interface CodeProps {
  renderPlainText?: (parts: { children: unknown; PlainTextViewer: ComponentType }) => unknown
  children?: unknown
}

interface PluginSystem {
  getComponent: (name: string) => ComponentType<{ children?: unknown }>
}

/** A parameter's field (a select has no placeholder) inside a label with its name. */
const labelled = (Original: ComponentType<ControlProps>) =>
  function LabelledControl(props: ControlProps) {
    return (
      <label className="api-reference-control">
        <span className="visually-hidden">{props.description}</span>
        <Original {...props} />
      </label>
    )
  }

interface ButtonProps {
  'aria-label'?: string
  children?: unknown
}

/**
 * A button with text is named by its text (WCAG's label in name): Swagger's Authorize and Logout
 * in the key form carry names that differ ("Apply credentials", "Remove authorization").
 */
const namedByText = (Original: ComponentType<ButtonProps>) =>
  function TextButton({ 'aria-label': label, ...props }: ButtonProps) {
    return typeof props.children === 'string' ? (
      <Original {...props} />
    ) : (
      <Original aria-label={label} {...props} />
    )
  }

/**
 * Code (examples, answers) as plain text in the theme's colours: the highlighter's token colours
 * are inline styles, some under 4.5:1 on its dark background, and swagger-ui-react passes no
 * option to turn it off.
 */
const plainCode = (_Original: unknown, system: PluginSystem) =>
  function PlainCode({ renderPlainText, children }: CodeProps) {
    const PlainTextViewer = system.getComponent('PlainTextViewer')
    if (typeof renderPlainText === 'function') {
      return <>{renderPlainText({ children, PlainTextViewer })}</>
    }
    return <PlainTextViewer>{children}</PlainTextViewer>
  }

/**
 * An operation's path as text. With deep linking on (an operation's address opens it), Swagger UI
 * writes the path as a link inside the operation's toggle button, a control inside a control
 * (axe-core's nested-interactive); the button itself already puts the operation's address in
 * the URL when it opens the operation.
 */
function PlainDeepLink({ text }: { text?: string }) {
  return <span>{text}</span>
}

/**
 * What the reference changes in Swagger UI: its layout (ReferenceLayout.tsx), Authorize's dialog
 * (AuthorizationDialog.tsx), labels on parameter fields, names of buttons, plain code blocks,
 * operation paths as text.
 */
export const referencePlugin = () => ({
  components: {
    ReferenceLayout,
    authorizationPopup: AuthorizationDialog,
    DeepLink: PlainDeepLink,
  },
  wrapComponents: {
    JsonSchema_string: labelled,
    JsonSchema_boolean: labelled,
    Button: namedByText,
    SyntaxHighlighter: plainCode,
  },
})

/** The layout's name in the plugin, for SwaggerUI's `layout`. */
export const referenceLayoutName = 'ReferenceLayout'
